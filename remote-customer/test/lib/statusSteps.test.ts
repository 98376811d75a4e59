import { PROCESS_STATUSES, type OrderStatus } from '@portal/shared/entities/folders';
import { applicationStatus, orderOutcome } from '../../src/lib/statusSteps';

const ORDER_STATUSES: OrderStatus[] = [0, 1, 2, 3, 5];
const COMBINATIONS = ORDER_STATUSES.flatMap((orderStatus) =>
  PROCESS_STATUSES.map((processStatus) => [orderStatus, processStatus] as const),
);

describe('applicationStatus (customer status steps)', () => {
  it.each(COMBINATIONS)('order_status %s, process_status "%s"', (orderStatus, processStatus) => {
    const { steps, canDownload } = applicationStatus(orderStatus, processStatus);
    const approved = processStatus === 'Pending' || processStatus === 'Completed';
    const ended = ['Rejected', 'Refunds', 'ChargeBack', 'Deleted'].includes(processStatus);
    const expectedStepThree =
      orderStatus === 5
        ? { title: 'Step 3: Additional Information Required', state: 'action' }
        : {
            title: 'Step 3: Awaiting Government Decision',
            state: orderStatus === 2 || orderStatus === 3 ? 'done' : 'waiting',
          };
    expect(steps.map(({ title, state }) => ({ title, state }))).toEqual([
      { title: 'Step 1: Received', state: 'done' },
      { title: 'Step 2: Processing', state: orderStatus >= 1 ? 'done' : 'waiting' },
      expectedStepThree,
      {
        title: 'Step 4: Application Approved',
        state: approved ? 'done' : ended ? 'stopped' : 'waiting',
      },
    ]);
    expect(canDownload).toBe(approved);
  });
});

describe('orderOutcome (docs/decisions.md, "Customer order states")', () => {
  it.each([
    ['Pending', 'approved'],
    ['Completed', 'approved'],
    ['Rejected', 'notApproved'],
    ['Refunds', 'closed'],
    ['ChargeBack', 'closed'],
    ['Deleted', 'closed'],
    ['New', 'inProgress'],
    ['AwaitingGovt', 'inProgress'],
    ['Customer Called', 'inProgress'],
  ] as const)('%s is %s', (processStatus, outcome) => {
    expect(orderOutcome(processStatus)).toBe(outcome);
  });
});
