import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApiData } from '@portal/shared/api/useApiData';
import type { VisitorOrder, VisitorState } from '@portal/shared/entities/visitor';
import { forgetPass, readPass } from '../../../lib/customerPassStore';
import { fetchDownloads } from '../api/downloadHistory';

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

function tokenOf(orderId: number | null): string | null {
  return orderId === null ? null : (readPass(orderId)?.customerToken ?? null);
}

/**
 * Loads what the customer may see of their order with the pass of this tab. `reload`
 * reads the pass again (after tracking) and refetches (after a download).
 */
export function useVisitorOrder(orderId: number | null): {
  load: VisitorLoad;
  reload: () => void;
} {
  const [pass, setPass] = useState(() => ({ orderId, token: tokenOf(orderId) }));
  if (pass.orderId !== orderId) setPass({ orderId, token: tokenOf(orderId) });
  const { token } = pass;

  const order = useApiData(
    useMemo(
      () => (orderId === null || token === null ? null : () => fetchDownloads(orderId, token)),
      [orderId, token],
    ),
  );
  const { state, data, error, failure, refresh, reload: loadAgain } = order;

  // A pass the server refused is no longer kept; one that could not be checked stays.
  const refused = failure !== null && failure.kind !== 'network';
  useEffect(() => {
    if (refused && orderId !== null) forgetPass(orderId);
  }, [refused, orderId]);

  const load = useMemo((): VisitorLoad => {
    if (state === 'idle') return { kind: 'needsProof', notice: null };
    if (state === 'loading') return { kind: 'loading' };
    if (state === 'ready') {
      return {
        kind: 'ready',
        visitor: {
          downloadHistoryList: data.data,
          mainResult: data.mainResult,
          downloadFilePath: data.path,
        },
      };
    }
    return refused
      ? { kind: 'needsProof', notice: error }
      : { kind: 'unreachable', message: error };
  }, [state, data, error, refused]);

  const reload = useCallback(() => {
    const next = tokenOf(orderId);
    if (next !== token) setPass({ orderId, token: next });
    // The order stays on screen while it is fetched again after a download.
    else if (state === 'ready') void refresh();
    else loadAgain();
  }, [orderId, token, state, refresh, loadAgain]);

  return { load, reload };
}
