import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { MESSAGES } from '@portal/shared/validation/messages';
import { CreateAdminError, createFirstAdmin } from '../../src/commands/createFirstAdmin';
import { createDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrations';
import type { Database } from '../../src/db/schema';
import { verifyPassword } from '../../src/lib/passwords';
import { StaffRepository } from '../../src/repositories/staffRepository';
import { makeTempDir } from '../helpers/testApp';

const FIRST = { name: 'Ada Admin', email: 'Ada@Example.com ', password: 'a long secret' };

describe('createFirstAdmin', () => {
  let dir: string;
  let db: Kysely<Database>;

  beforeEach(async () => {
    dir = makeTempDir();
    db = createDatabase(path.join(dir, 'portal.sqlite'));
    await migrateToLatest(db);
  });

  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates an Admin who can sign in with that password, and audits it', async () => {
    const id = await createFirstAdmin(db, FIRST);

    const member = await new StaffRepository(db).findActiveByEmail('ada@example.com');
    expect(member).toMatchObject({ id, name: 'Ada Admin', type: 'Admin' });
    expect(await verifyPassword(FIRST.password, member?.password_hash ?? '')).toBe(true);
    const audit = await db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: null,
        actor_name: 'create-admin command',
        action: 'team.add',
        entity_id: String(id),
      }),
    ]);
  });

  it('refuses a look-alike of a current member’s name, and writes nothing', async () => {
    await new StaffRepository(db).insertMany([
      {
        name: 'Ada Admin',
        email: 'ada.telecaller@example.com',
        password_hash: 'x',
        type: 'Telecaller',
        deleted_at: null,
        created_at: new Date().toISOString(),
      },
    ]);
    await expect(createFirstAdmin(db, { ...FIRST, name: 'ADA\u00a0Admin' })).rejects.toThrow(
      'A current member already has the name ADA\u00a0Admin, or one that looks the same.',
    );
    expect(await db.selectFrom('staff').select('id').execute()).toHaveLength(1);
  });

  it('refuses once the database has an Admin, and writes nothing', async () => {
    await createFirstAdmin(db, FIRST);
    await expect(createFirstAdmin(db, { ...FIRST, email: 'second@example.com' })).rejects.toThrow(
      'This database already has an Admin.',
    );
    expect(await db.selectFrom('staff').select('id').execute()).toHaveLength(1);
  });

  it.each([
    [{ ...FIRST, name: '  ' }, 'Please enter your name.'],
    [{ ...FIRST, name: 'Ada\u200bAdmin' }, MESSAGES.memberNameInvisible],
    [{ ...FIRST, email: 'not-an-email' }, 'Please enter your email.'],
    [{ ...FIRST, password: '123' }, 'Password must be at least 6 characters.'],
    [{ ...FIRST, password: 'x'.repeat(73) }, 'Password must be at most 72 bytes long.'],
    // 37 characters, 74 bytes: what bcrypt would cut short.
    [{ ...FIRST, password: 'é'.repeat(37) }, 'Password must be at most 72 bytes long.'],
    [{ ...FIRST, password: 'demo1234' }, 'That is the published demo password; choose another.'],
  ])('refuses bad input with the form message: %o', async (input, message) => {
    const refusal: unknown = await createFirstAdmin(db, input).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CreateAdminError);
    expect((refusal as Error).message).toBe(message);
    expect(await db.selectFrom('staff').select('id').execute()).toHaveLength(0);
  });
});
