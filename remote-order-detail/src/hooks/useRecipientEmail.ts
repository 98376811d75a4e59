import { useState } from 'react';
import { FIELD_RULES } from '@portal/shared/validation/fieldRules';
import { textProblem } from '@portal/shared/validation/ruleChecks';

/**
 * The address a section mails to, prefilled with the order's e-mail. `checkedEmail` answers
 * the trimmed address, or null after showing why it cannot be mailed to: the recipient rule
 * the server's schema is built from too (docs/architecture.md, "One contract").
 */
export function useRecipientEmail(initial: string) {
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  function checkedEmail(): string | null {
    const problem = textProblem(FIELD_RULES.recipient.email, email);
    setError(problem);
    return problem ? null : email.trim();
  }

  function onChange(value: string) {
    setEmail(value);
    setError(null);
  }

  return { field: { value: email, onChange, error }, checkedEmail };
}
