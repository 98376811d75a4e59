import { useState } from 'react';
import { isMailAddress } from '@portal/shared/validation/mailAddress';
import { MESSAGES } from '@portal/shared/validation/messages';

/**
 * The address a section mails to, prefilled with the order's e-mail. `checkedEmail` answers
 * the trimmed address, or null after showing why it cannot be mailed to (the server's rule).
 */
export function useRecipientEmail(initial: string) {
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  function checkedEmail(): string | null {
    const value = email.trim();
    const problem = !value
      ? MESSAGES.uploadEmailRequired
      : isMailAddress(value)
        ? null
        : MESSAGES.emailInvalid;
    setError(problem);
    return problem ? null : value;
  }

  function onChange(value: string) {
    setEmail(value);
    setError(null);
  }

  return { field: { value: email, onChange, error }, checkedEmail };
}
