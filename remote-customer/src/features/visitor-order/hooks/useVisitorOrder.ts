import { useCallback, useEffect, useState } from 'react';
import { NETWORK_ERROR_MESSAGE } from '@portal/shared/api/apiClient';
import { isSuccess } from '@portal/shared/api/envelope';
import type { VisitorOrder, VisitorState } from '@portal/shared/entities/visitor';
import { fetchDownloads } from '../api/downloadHistory';
import { forgetPass, readPass } from '../../../lib/customerPassStore';

/** The customer's order (docs/product.md#records) once the order is loaded. */
export interface LoadedVisitor extends VisitorState {
  mainResult: VisitorOrder;
}

export type VisitorLoad =
  /** No pass for this order in this tab (or the server refused it): show the track form. */
  | { kind: 'needsProof'; notice: string | null }
  | { kind: 'loading' }
  | { kind: 'ready'; visitor: LoadedVisitor }
  /** The server could not be reached: keep the pass, offer a retry. */
  | { kind: 'unreachable'; message: string };

/**
 * Loads what the customer may see of their order with the pass of this tab. `reload`
 * reads the pass again (after tracking) and refetches (after a download).
 */
export function useVisitorOrder(orderId: number | null): {
  load: VisitorLoad;
  reload: () => void;
} {
  const [load, setLoad] = useState<VisitorLoad>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((current) => current + 1), []);

  useEffect(() => {
    const pass = orderId === null ? null : readPass(orderId);
    if (orderId === null || pass === null) {
      setLoad({ kind: 'needsProof', notice: null });
      return;
    }
    let current = true;
    setLoad((previous) => (previous.kind === 'ready' ? previous : { kind: 'loading' }));
    void fetchDownloads(orderId, pass.customerToken).then((answer) => {
      if (!current) return;
      if (isSuccess(answer)) {
        setLoad({
          kind: 'ready',
          visitor: {
            downloadHistoryList: answer.data.data,
            mainResult: answer.data.mainResult,
            downloadFilePath: answer.data.path,
          },
        });
      } else if (answer.message === NETWORK_ERROR_MESSAGE) {
        setLoad({ kind: 'unreachable', message: answer.message });
      } else {
        forgetPass(orderId);
        setLoad({ kind: 'needsProof', notice: answer.message });
      }
    });
    return () => {
      current = false;
    };
  }, [orderId, attempt]);

  return { load, reload };
}
