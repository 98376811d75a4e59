import { useEffect, useMemo } from 'react';
import { FRONT_ROUTES } from '@portal/shared/api/frontRoutes';
import type { VisitorOrder, VisitorState } from '@portal/shared/entities/visitor';
import { isTemporaryFailure } from '@portal/web/api/failure';
import { routeKey } from '@portal/web/query/apiQuery';
import { useApiQuery } from '@portal/web/query/useApiQuery';
import { forgetPass } from '../../../lib/customerPassStore';
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
  /** The pass could not be checked just now (no answer, a 5xx, a 429): keep it, offer a retry. */
  | { kind: 'unreachable'; message: string };

/**
 * Loads what the customer may see of their order with the pass of this tab, through the
 * cache: the pass is part of the key, so a new pass (after tracking) loads it anew. A
 * download refetches it by itself (its mutation invalidates the cache); `reload` is Try again.
 * A pass the server refused is forgotten and `onRefused` told the server's words; one that
 * could not be checked stays.
 */
export function useVisitorOrder(
  orderId: number,
  token: string,
  onRefused: (message: string) => void,
): { load: VisitorLoad; reload: () => void } {
  const order = useApiQuery({
    queryKey: routeKey(FRONT_ROUTES.downloadHistory, { body: { orderId, customerToken: token } }),
    load: () => fetchDownloads(orderId, token),
  });
  const { state, data, error, failure, reload } = order;
  const refused = failure !== null && !isTemporaryFailure(failure);

  useEffect(() => {
    if (!refused || error === null) return;
    onRefused(error);
    forgetPass(orderId);
  }, [refused, error, orderId, onRefused]);

  const load = useMemo((): VisitorLoad => {
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
    if (state === 'error') {
      return refused
        ? { kind: 'needsProof', notice: error }
        : { kind: 'unreachable', message: error };
    }
    return { kind: 'loading' };
  }, [state, data, error, refused]);

  return { load, reload };
}
