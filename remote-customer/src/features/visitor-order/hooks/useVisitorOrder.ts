import { useEffect, useMemo, useState } from 'react';
import { FRONT_ROUTES } from '@portal/shared/api/frontRoutes';
import type { VisitorOrder, VisitorState } from '@portal/shared/entities/visitor';
import { routeKey } from '@portal/web/query/apiQuery';
import { useApiQuery } from '@portal/web/query/useApiQuery';
import { forgetPass, usePassToken } from '../../../lib/customerPassStore';
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

/**
 * Loads what the customer may see of their order with the pass of this tab, through the
 * cache, again whenever that pass changes (after tracking: the pass is part of the key). A
 * download refetches it by itself (its mutation invalidates the cache); `reload` is Try again.
 */
export function useVisitorOrder(orderId: number | null): {
  load: VisitorLoad;
  reload: () => void;
} {
  const token = usePassToken(orderId);

  const order = useApiQuery(
    orderId === null || token === null
      ? null
      : {
          queryKey: routeKey(FRONT_ROUTES.downloadHistory, {
            body: { orderId, customerToken: token },
          }),
          load: () => fetchDownloads(orderId, token),
        },
  );
  const { state, data, error, failure, reload } = order;

  // A pass the server refused is no longer kept; one that could not be checked stays. The
  // server's words stay on the form that asks again once the pass is gone.
  const refused = failure !== null && failure.kind !== 'network';
  const [refusal, setRefusal] = useState<{ orderId: number; message: string } | null>(null);
  if (refused && orderId !== null && refusal?.message !== error)
    setRefusal({ orderId, message: error });
  useEffect(() => {
    if (refused && orderId !== null) forgetPass(orderId);
  }, [refused, orderId]);

  const load = useMemo((): VisitorLoad => {
    if (state === 'idle') {
      return { kind: 'needsProof', notice: refusal?.orderId === orderId ? refusal.message : null };
    }
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
  }, [state, data, error, refused, refusal, orderId]);

  return { load, reload };
}
