import { createTestApp, type TestApp } from '../helpers/testApp';

/** The audit trail is append-only in the database itself, whatever the code above it does. */
describe('audit_log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses to change or remove an entry', () => {
    t.sql
      .prepare(
        `insert into audit_log (at, actor_id, actor_name, action, entity, entity_id)
         values (?, null, 'test', 'order.remark', 'order', '1')`,
      )
      .run(new Date().toISOString());
    expect(() => t.sql.prepare("update audit_log set actor_name = 'someone else'").run()).toThrow(
      'audit_log is append-only',
    );
    expect(() => t.sql.prepare('delete from audit_log').run()).toThrow('audit_log is append-only');
  });
});
