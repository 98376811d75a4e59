import { ORDER_STATUS, type OrderStatus, type ProcessStatus } from '../entities/folders';

/**
 * The move buttons of the order page (docs/product.md#status-moves), as pure rules the page shows
 * and the server enforces. Processing, Awaiting Government Decision and Missing Information set the
 * numeric order_status and are always offered; the others set process_status and are offered for
 * every status but the order's own, Awaiting Govt and Customer Called only from the statuses
 * listed.
 */
export type StatusMove =
  | { label: string; kind: 'orderStatus'; orderStatus: OrderStatus }
  | {
      label: string;
      kind: 'updatingStatus';
      updatingStatus: ProcessStatus;
      /** The folder the order lands in, as the sidebar names it: the move's message and question say it. */
      folder: string;
      /** Offered only when the order's process_status is one of these. */
      onlyFrom?: readonly ProcessStatus[];
    };

export const STATUS_MOVES: readonly StatusMove[] = [
  { label: 'Processing', kind: 'orderStatus', orderStatus: ORDER_STATUS.processing },
  {
    label: 'Awaiting Government Decision',
    kind: 'orderStatus',
    orderStatus: ORDER_STATUS.awaitingGovernment,
  },
  {
    label: 'Missing Information',
    kind: 'orderStatus',
    orderStatus: ORDER_STATUS.missingInformation,
  },
  {
    label: 'Awaiting Response',
    kind: 'updatingStatus',
    updatingStatus: 'Awaiting ',
    folder: 'Awaiting Customer',
  },
  {
    label: 'Completed Refunds',
    kind: 'updatingStatus',
    updatingStatus: 'Refunds',
    folder: 'Refunds',
  },
  {
    label: 'Completed Orders',
    kind: 'updatingStatus',
    updatingStatus: 'Completed',
    folder: 'Completed Orders',
  },
  { label: 'Delete', kind: 'updatingStatus', updatingStatus: 'Deleted', folder: 'Deleted Orders' },
  {
    label: 'Rejected',
    kind: 'updatingStatus',
    updatingStatus: 'Rejected',
    folder: 'Rejected Orders',
  },
  {
    label: 'Contact Customer',
    kind: 'updatingStatus',
    updatingStatus: 'Contact Customer',
    folder: 'Contact Customer',
  },
  {
    label: 'ChargeBack',
    kind: 'updatingStatus',
    updatingStatus: 'ChargeBack',
    folder: 'Charge Back',
  },
  {
    label: 'Awaiting Govt',
    kind: 'updatingStatus',
    updatingStatus: 'AwaitingGovt',
    folder: 'Awaiting Govt',
    onlyFrom: ['New', 'Priority Processing', 'moveToProcessMarch', 'Awaiting '],
  },
  {
    label: 'Customer Called',
    kind: 'updatingStatus',
    updatingStatus: 'Customer Called',
    folder: 'Customer Called',
    onlyFrom: ['Contact Customer'],
  },
];

/**
 * Words for the numeric order_status (docs/product.md#status-moves: 2 and 3 both mean 'with
 * government').
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  0: 'Received',
  1: 'Processing',
  2: 'Awaiting Government Decision',
  3: 'Awaiting Government Decision',
  5: 'Missing Information',
};

function isOffered(move: StatusMove, current: ProcessStatus): boolean {
  if (move.kind === 'orderStatus') return true;
  if (move.updatingStatus === current) return false;
  return !move.onlyFrom || move.onlyFrom.includes(current);
}

/** The moves the page shows for an order whose process_status is `current`, in button order. */
export function offeredStatusMoves(current: ProcessStatus): StatusMove[] {
  return STATUS_MOVES.filter((move) => isOffered(move, current));
}

export interface StatusMoveRequest {
  updatingStatus?: string;
  orderStatus?: number;
}

/** The move a request asks for, when the page offers it for `current`; null otherwise. */
export function findOfferedMove(
  current: ProcessStatus,
  request: StatusMoveRequest,
): StatusMove | null {
  return (
    offeredStatusMoves(current).find((move) =>
      move.kind === 'orderStatus'
        ? request.orderStatus === move.orderStatus && request.updatingStatus === undefined
        : request.updatingStatus === move.updatingStatus && request.orderStatus === undefined,
    ) ?? null
  );
}

/** The question the page asks before a move, naming the order and where it goes. */
export function moveQuestion(orderId: number, move: StatusMove): string {
  return move.kind === 'orderStatus'
    ? `Set the application status of order ${orderId} to ${move.label}?`
    : `Move order ${orderId} to ${move.folder}?`;
}

/** The server's answer to a move, e.g. 'Order 104924 moved to Deleted Orders.' */
export function moveMessage(orderId: number, move: StatusMove): string {
  return move.kind === 'orderStatus'
    ? `Order ${orderId}: application status set to ${move.label}.`
    : `Order ${orderId} moved to ${move.folder}.`;
}

/** Defence packs and the transaction details are for orders whose visa was granted and sent. */
export const DEFENCE_PACK_STATUSES: readonly ProcessStatus[] = [
  'Completed',
  'Customer Called',
  'ChargeBack',
];

export function offersDefencePack(current: ProcessStatus): boolean {
  return DEFENCE_PACK_STATUSES.includes(current);
}

/** Defence pack types (docs/product.md#defence-packs): 1 service evidence, 2 the full case file. */
export const DEFENCE_PACK_TYPES = [1, 2] as const;
export type DefencePackType = (typeof DEFENCE_PACK_TYPES)[number];
