import {
  ORDER_STATUS,
  type OrderStatus,
  type ProcessStatus,
} from '@portal/shared/entities/folders';
import { isApproved } from '@portal/shared/entities/visitor';

/** done: reached; waiting: not yet; action: the customer must send something (order_status 5). */
export type StepState = 'done' | 'waiting' | 'action';

export interface StatusStep {
  key: 'received' | 'processing' | 'government' | 'additionalInformation' | 'approved';
  title: string;
  state: StepState;
}

export interface ApplicationStatus {
  steps: [StatusStep, StatusStep, StatusStep, StatusStep];
  /** Download Now is enabled only once the application is approved. */
  canDownload: boolean;
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
  const approved = isApproved(processStatus);
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
      { key: 'approved', title: 'Step 4: Application Approved', state: reached(approved) },
    ],
    canDownload: approved,
  };
}
