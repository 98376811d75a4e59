import { useCallback, useRef } from 'react';
import { isSuccess, type ApiEnvelope } from '@portal/shared/api/envelope';
import { ORDER_RELOADED_MESSAGE, STALE_MESSAGES } from '@portal/shared/validation/messages';
import type { ApiAnswer } from '@portal/web/api/failure';
import { useApiMutation } from '@portal/web/query/useApiMutation';
import { notifyError, notifySuccess } from '../lib/stickyToast';

/** One action of a section: which button sent it, and the call it makes. */
interface Action<Key extends string> {
  key: Key;
  send(): Promise<ApiAnswer<unknown>>;
}

/**
 * The server's message as a success or error toast (docs/product.md#messages); true on success.
 * A refusal as stale says the page has reloaded, as every caller reloads the order after one.
 */
function reportAnswer(answer: ApiEnvelope<unknown>): boolean {
  if (isSuccess(answer)) {
    notifySuccess(answer.message);
    return true;
  }
  notifyError(answer.message === STALE_MESSAGES.order ? ORDER_RELOADED_MESSAGE : answer.message);
  return false;
}

/**
 * The actions of one section of the order page, one at a time, through the cache: a success
 * refetches what is on screen (the order, its activity, the folder counts). `busy` names the
 * button whose action runs, so it shows progress and the others wait. `perform` resolves true
 * on success, false on a refusal, and null when another action of the section is still
 * running: a double click sends nothing more, even before the buttons show busy.
 */
export function useOrderActions<Key extends string>() {
  const mutation = useApiMutation((action: Action<Key>) => action.send());
  const running = useRef(false);
  const { run } = mutation;

  const perform = useCallback(
    async (key: Key, send: () => Promise<ApiAnswer<unknown>>): Promise<boolean | null> => {
      if (running.current) return null;
      running.current = true;
      try {
        return reportAnswer(await run({ key, send }));
      } finally {
        running.current = false;
      }
    },
    [run],
  );

  return { perform, busy: mutation.busy ? (mutation.variables?.key ?? null) : null };
}
