import { useState } from 'react';
import { MESSAGES } from '@portal/shared/validation/messages';

/**
 * The address a section mails to, prefilled with the order's e-mail. `checkedEmail` answers
 * the trimmed address, or null after showing the required-address message.
 */
export function useRecipientEmail(initial: string) {
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  function checkedEmail(): string | null {
    const value = email.trim();
    setError(value ? null : MESSAGES.uploadEmailRequired);
    return value || null;
  }

  function onChange(value: string) {
    setEmail(value);
    setError(null);
  }

  return { field: { value: email, onChange, error }, checkedEmail };
}
