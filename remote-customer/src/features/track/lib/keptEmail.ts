import { createContext, useContext, useState } from 'react';
import { SERVER_RENDERED_ATTRIBUTE } from '@portal/shared/customer/serverDrawnPage';

/**
 * On the customer site's server: the Email ID of a track form post it refused before the
 * page's scripts ran, which it draws the form again with (api/src/customer/keptEmail.ts), else
 * empty. Null in the browser.
 */
export const KeptEmailContext = createContext<string | null>(null);

/**
 * In the browser, the Email ID the server drew the page's form with, read as this module
 * loads, before React takes the page over: the field's `defaultValue` is what the server drew,
 * not what was typed since (FormKeepingTypedValues keeps that).
 */
let drawnEmail =
  typeof document === 'undefined'
    ? ''
    : (document.querySelector<HTMLInputElement>(
        `[${SERVER_RENDERED_ATTRIBUTE}] input[name="email"]`,
      )?.defaultValue ?? '');

/**
 * The Email ID the track form starts with. The form that takes the server's page over starts
 * with the e-mail drawn in it, so React finds the form the server drew; it is given once, so a
 * form opened later in the tab starts empty.
 */
export function useKeptEmail(): string {
  const onServer = useContext(KeptEmailContext);
  const [kept] = useState(() => {
    if (onServer !== null) return onServer;
    const email = drawnEmail;
    drawnEmail = '';
    return email;
  });
  return kept;
}
