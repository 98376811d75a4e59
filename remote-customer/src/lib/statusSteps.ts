import {
  ORDER_STATUS,
  type OrderStatus,
  type ProcessStatus,
} from '@portal/shared/entities/folders';
import { isApproved } from '@portal/shared/entities/visitor';

/**
 * done: reached; waiting: not yet; action: the customer must send something (order_status
 * 5); stopped: it will not be reached (the application was not approved, the order closed).
 */
export type StepState = 'done' | 'waiting' | 'action' | 'stopped';

/**
 * Where the order stands for its customer (docs/decisions.md, "Customer order states"):
 * approved (Pending, Completed), not approved (Rejected), closed (refunded, charged back
 * or deleted: no document will come) or still in progress (every other status).
 */
export type OrderOutcome = 'inProgress' | 'approved' | 'notApproved' | 'closed';

const CLOSED_STATUSES: readonly ProcessStatus[] = ['Refunds', 'ChargeBack', 'Deleted'];

export function orderOutcome(processStatus: ProcessStatus): OrderOutcome {
  if (isApproved(processStatus)) return 'approved';
  if (processStatus === 'Rejected') return 'notApproved';
  return CLOSED_STATUSES.includes(processStatus) ? 'closed' : 'inProgress';
}

export interface StatusStep {
  key: 'received' | 'processing' | 'government' | 'additionalInformation' | 'approved';
  title: string;
  state: StepState;
}

export interface ApplicationStatus {
  steps: [StatusStep, StatusStep, StatusStep, StatusStep];
  /** Download Now is enabled only once the application is approved. */
  canDownload: boolean;
  outcome: OrderOutcome;
}

/**
 * The four steps of the customer status page (docs/product.md#customer-status): 1 Received from
 * order_status 0, 2 Processing from 1, 3 Awaiting Government Decision at 2 or 3 (replaced
 * by Additional Information Required at 5), 4 Application Approved when process_status is
 * Pending or Completed.
 */
export function applicationStatus(
  orderStatus: OrderStatus,
  processStatus: ProcessStatus,
): ApplicationStatus {
  const reached = (done: boolean): StepState => (done ? 'done' : 'waiting');
  const outcome = orderOutcome(processStatus);
  const approved = outcome === 'approved';
  const finalStep: StepState = approved ? 'done' : outcome === 'inProgress' ? 'waiting' : 'stopped';
  const stepThree: StatusStep =
    orderStatus === ORDER_STATUS.missingInformation
      ? {
          key: 'additionalInformation',
          title: 'Step 3: Additional Information Required',
          state: 'action',
        }
      : {
          key: 'government',
          title: 'Step 3: Awaiting Government Decision',
          state: reached(
            orderStatus === ORDER_STATUS.awaitingGovernment ||
              orderStatus === ORDER_STATUS.withGovernment,
          ),
        };
  return {
    steps: [
      { key: 'received', title: 'Step 1: Received', state: reached(orderStatus >= 0) },
      {
        key: 'processing',
        title: 'Step 2: Processing',
        state: reached(orderStatus >= ORDER_STATUS.processing),
      },
      stepThree,
      { key: 'approved', title: 'Step 4: Application Approved', state: finalStep },
    ],
    canDownload: approved,
    outcome,
  };
}
