import { PROCESS_STATUSES, type ProcessStatus } from '../../src/entities/folders';
import {
  findOfferedMove,
  offeredStatusMoves,
  offersDefencePack,
} from '../../src/orders/statusMoves';

const labels = (status: ProcessStatus) => offeredStatusMoves(status).map((move) => move.label);

const ALWAYS = ['Processing', 'Awaiting Government Decision', 'Missing Information'];
const FOLDER_MOVES: Record<string, ProcessStatus> = {
  'Awaiting Response': 'Awaiting ',
  'Completed Refunds': 'Refunds',
  'Completed Orders': 'Completed',
  Delete: 'Deleted',
  Rejected: 'Rejected',
  'Contact Customer': 'Contact Customer',
  ChargeBack: 'ChargeBack',
};

describe('status moves', () => {
  it.each(PROCESS_STATUSES)('offers the moves allowed from %j', (status) => {
    const offered = labels(status);
    expect(offered.slice(0, 3)).toEqual(ALWAYS);
    for (const [label, target] of Object.entries(FOLDER_MOVES)) {
      expect(offered.includes(label)).toBe(target !== status);
    }
    const awaitingGovt = ['New', 'Priority Processing', 'moveToProcessMarch', 'Awaiting '].includes(
      status,
    );
    expect(offered.includes('Awaiting Govt')).toBe(awaitingGovt);
    expect(offered.includes('Customer Called')).toBe(status === 'Contact Customer');
  });

  it('finds a requested move only when it is offered, and only in its own kind', () => {
    expect(findOfferedMove('New', { updatingStatus: 'AwaitingGovt' })?.label).toBe('Awaiting Govt');
    expect(findOfferedMove('Completed', { updatingStatus: 'AwaitingGovt' })).toBeNull();
    expect(findOfferedMove('Completed', { updatingStatus: 'Completed' })).toBeNull();
    expect(findOfferedMove('Completed', { orderStatus: 5 })?.label).toBe('Missing Information');
    expect(findOfferedMove('Completed', { orderStatus: 0 })).toBeNull();
    expect(findOfferedMove('Completed', { orderStatus: 1, updatingStatus: 'Rejected' })).toBeNull();
    expect(findOfferedMove('Completed', { updatingStatus: 'Pending' })).toBeNull();
  });

  it('offers defence packs for Completed, Customer Called and ChargeBack only', () => {
    const offering = PROCESS_STATUSES.filter(offersDefencePack);
    expect(offering).toEqual(['Completed', 'Customer Called', 'ChargeBack']);
  });
});
