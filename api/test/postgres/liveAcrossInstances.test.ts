import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { recordAudit } from '../../src/audit/auditLog';
import { listenOnLoopback, twoInstances } from '../helpers/anotherInstance';
import { eventReader } from '../helpers/eventReader';
import { apiPath, login } from '../helpers/testApp';
import { callRoute } from '../helpers/callRoute';

jest.setTimeout(30000);

/** Two instances on one PostgreSQL database: a change on either reaches streams on both. */
describe('live updates across instances', () => {
  const pair = twoInstances({ orders: 100 });
  let baseB: string;
  let token: string;
  let teamToken: string;

  beforeAll(async () => {
    baseB = await listenOnLoopback(pair.b);
    token = await login(pair.a.app, 'admin@demo.test');
    teamToken = await login(pair.a.app, 'team@demo.test');
  });

  const openOnB = async () => {
    const response = await fetch(`${baseB}${apiPath(API_ROUTES.liveUpdates)}`, {
      headers: { authorization: token },
    });
    expect(response.status).toBe(200);
    const events = eventReader(response.body as ReadableStream<Uint8Array>);
    expect((await events.next())?.event).toBe('ready');
    return events;
  };

  const audit = (db = pair.a.app.db) =>
    recordAudit(db, {
      actor: { id: null, name: 'test' },
      action: 'order.status',
      entity: 'order',
      entityId: 1,
    });

  it('pushes a change made through instance A to a stream on instance B', async () => {
    const events = await openOnB();
    try {
      const row = pair.a.sql
        .prepare(
          "select order_id from orders where process_status = 'New' and assign_to is null limit 1",
        )
        .get() as { order_id: number };
      const response = await callRoute(pair.a.app, API_ROUTES.assignOrderStatus, teamToken, {
        body: { orderId: [row.order_id], assignto: 'Tom Team' },
      });
      expect(response.statusCode).toBe(200);
      expect((await events.next())?.event).toBe('changed');
    } finally {
      await events.cancel();
    }
  });

  it('tells of a commit whose audit id is lower than one already told', async () => {
    const events = await openOnB();
    let commitEarly!: () => void;
    const early = new Promise<void>((resolve) => {
      commitEarly = resolve;
    });
    try {
      // The first transaction takes its id, then waits; a later one commits a higher id.
      let tookId!: () => void;
      const idTaken = new Promise<void>((resolve) => {
        tookId = resolve;
      });
      const slow = pair.a.app.db.transaction().execute(async (trx) => {
        await audit(trx);
        tookId();
        await early;
      });
      await idTaken;
      await audit();
      expect((await events.next())?.event).toBe('changed');
      commitEarly();
      await slow;
      // The newest id is not new to B's poll: only the pushed commit can tell it.
      expect((await events.next())?.event).toBe('changed');
    } finally {
      commitEarly();
      await events.cancel();
    }
  });
});
