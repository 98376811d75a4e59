import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { PROCESS_STATUSES } from '@portal/shared/entities/folders';
import { createDatabase } from '../../../src/db/database';
import { migrateToLatest } from '../../../src/db/migrations';
import type { Database, StoredApplicationDetails } from '../../../src/db/schema';
import { FIRST_ORDER_ID } from '../../../src/db/seed/demoOrders';
import { DEMO_STAFF } from '../../../src/db/seed/demoStaff';
import { isDatabaseEmpty, seedDemoData } from '../../../src/db/seed/seedDemoData';
import { makeTempDir, TEST_REFERENCE_DATE } from '../../helpers/testApp';

/** Every field the details JSON must hold; `satisfies` keeps the list complete. */
const DETAIL_FIELDS = Object.keys({
  purpose_stay: 1,
  purpose_details: 1,
  sex: 1,
  date_of_birth: 1,
  passport_number: 1,
  country_of_passport: 1,
  passport_issue_date: 1,
  passport_expiry_date: 1,
  place_of_issue: 1,
  has_visa_grant: 1,
  visa_grant_number: 1,
  has_national_id: 1,
  national_id_family_name: 1,
  national_id_given_names: 1,
  national_id_number: 1,
  national_id_country: 1,
  national_id_issue_date: 1,
  national_id_expiry_date: 1,
  birth_town: 1,
  birth_state: 1,
  birth_country: 1,
  relationship_status: 1,
  has_other_names: 1,
  previous_family_name: 1,
  previous_given_names: 1,
  other_name_reason_type: 1,
  other_name_reason_details: 1,
  is_citizen_of_passport_country: 1,
  citizenship_details: 1,
  is_stateless: 1,
  stateless_details: 1,
  has_other_citizenship: 1,
  other_citizenship_countries: 1,
  has_other_passports: 1,
  has_other_identity_documents: 1,
  document_type: 1,
  document_family_name: 1,
  document_given_names: 1,
  document_sex: 1,
  document_birth_day: 1,
  document_birth_month: 1,
  document_birth_year: 1,
  document_number: 1,
  document_country: 1,
  document_nationality: 1,
  document_place_of_issue: 1,
  country_of_residence: 1,
  residential_country: 1,
  address: 1,
  suburb_town: 1,
  state_province: 1,
  postal_code: 1,
  is_postal_same: 1,
  postal_address: 1,
  postal_suburb_town: 1,
  postal_state_province: 1,
  postal_postal_code: 1,
  postal_country: 1,
  mobile_phone_code: 1,
  charged_with_offence: 1,
  charged_name: 1,
  charged_type: 1,
  charged_date: 1,
  charged_description: 1,
  convicted_of_offence: 1,
  convicted_name: 1,
  convicted_type: 1,
  convicted_date: 1,
  convicted_description: 1,
  domestic_violence_order: 1,
  dv_name: 1,
  dv_date: 1,
  dv_details: 1,
  declaration_read: 1,
  declaration_correct: 1,
  declaration_fraudulent: 1,
  declaration_cancellation: 1,
  declaration_automatic_right: 1,
  declaration_inform: 1,
  declaration_privacy: 1,
  declaration_understand: 1,
  declaration_unlawful: 1,
} satisfies Record<keyof StoredApplicationDetails, 1>).sort();

const ORDERS = 300;

async function seededDatabase(dir: string, name: string, seed?: number): Promise<Kysely<Database>> {
  const db = createDatabase(path.join(dir, name));
  await migrateToLatest(db);
  await seedDemoData(db, {
    orders: ORDERS,
    seed,
    referenceDate: TEST_REFERENCE_DATE,
  });
  return db;
}

/** Everything but what is made fresh on each run (password salts, staff creation time). */
async function snapshot(db: Kysely<Database>): Promise<unknown[]> {
  return Promise.all([
    db.selectFrom('staff').select(['id', 'name', 'email', 'type']).orderBy('id').execute(),
    db.selectFrom('orders').selectAll().orderBy('order_id').execute(),
    db.selectFrom('order_documents').selectAll().orderBy('id').execute(),
    db.selectFrom('mail_history').selectAll().orderBy('id').execute(),
    db.selectFrom('download_history').selectAll().orderBy('id').execute(),
    db.selectFrom('remarks').selectAll().orderBy('id').execute(),
    db.selectFrom('payment_gateways').selectAll().orderBy('id').execute(),
  ]);
}

describe('demo data', () => {
  let dir: string;
  let db: Kysely<Database>;
  beforeAll(async () => {
    dir = makeTempDir();
    db = await seededDatabase(dir, 'a.sqlite');
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is the same for the same seed and different for another', async () => {
    const again = await seededDatabase(dir, 'b.sqlite');
    const other = await seededDatabase(dir, 'c.sqlite', 7);
    try {
      const [first, second, third] = await Promise.all([
        snapshot(db),
        snapshot(again),
        snapshot(other),
      ]);
      expect(second).toEqual(first);
      expect(third).not.toEqual(first);
    } finally {
      await Promise.all([again.destroy(), other.destroy()]);
    }
  });

  it('has the demo staff and the requested number of orders, ids from 100001 growing with time', async () => {
    const staff = await db
      .selectFrom('staff')
      .select(['name', 'email', 'type'])
      .orderBy('id')
      .execute();
    expect(staff).toEqual(DEMO_STAFF);
    const orders = await db
      .selectFrom('orders')
      .select(['order_id', 'created_at'])
      .orderBy('order_id')
      .execute();
    expect(orders).toHaveLength(ORDERS);
    expect(orders[0]?.order_id).toBe(FIRST_ORDER_ID);
    const dates = orders.map((order) => order.created_at);
    expect([...dates].sort()).toEqual(dates);
    const twoYearsEarlier = new Date(
      TEST_REFERENCE_DATE.getTime() - 731 * 24 * 3600 * 1000,
    ).toISOString();
    expect(dates[0]! > twoYearsEarlier).toBe(true);
    expect(dates[dates.length - 1]! <= TEST_REFERENCE_DATE.toISOString()).toBe(true);
  });

  it('covers every process status, mostly New, Completed and Pending', async () => {
    const rows = await db
      .selectFrom('orders')
      .select(['process_status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('process_status')
      .execute();
    const counts = new Map(rows.map((row) => [row.process_status, Number(row.count)]));
    expect([...counts.keys()].sort()).toEqual([...PROCESS_STATUSES].sort());
    const main =
      (counts.get('New') ?? 0) + (counts.get('Completed') ?? 0) + (counts.get('Pending') ?? 0);
    expect(main / ORDERS).toBeGreaterThan(0.6);
  });

  it('gives every demo member waiting orders of their own', async () => {
    const rows = await db
      .selectFrom('orders')
      .select(['assign_to', (eb) => eb.fn.countAll<number>().as('count')])
      .where('process_status', 'in', ['New', 'Priority Processing', 'moveToProcessMarch'])
      .where('assign_to', 'is not', null)
      .groupBy('assign_to')
      .execute();
    expect(rows.map((row) => row.assign_to).sort()).toEqual(
      DEMO_STAFF.map((member) => member.name).sort(),
    );
  });

  it('keeps order_status consistent with the process status', async () => {
    const rows = await db
      .selectFrom('orders')
      .select(['process_status', 'order_status', 'processed_by'])
      .execute();
    for (const row of rows) {
      if (row.process_status === 'New') expect(row.order_status).toBe(0);
      if (row.process_status === 'Completed' || row.process_status === 'Pending') {
        expect([2, 3]).toContain(row.order_status);
      }
      if (!['New', 'Priority Processing', 'moveToProcessMarch'].includes(row.process_status)) {
        expect(row.processed_by).toEqual(expect.any(String));
      }
    }
    expect(rows.some((row) => row.process_status === 'Awaiting ' && row.order_status === 5)).toBe(
      true,
    );
  });

  it('fills every application field, with travel-document details exactly when there is another passport', async () => {
    const rows = await db.selectFrom('orders').select('details').execute();
    const details = rows.map((row) => JSON.parse(row.details) as StoredApplicationDetails);
    for (const detail of details) {
      expect(Object.keys(detail).sort()).toEqual(DETAIL_FIELDS);
      expect(detail.document_type === '').toBe(detail.has_other_passports === 'No');
    }
    const share = details.filter((detail) => detail.has_other_passports === 'Yes').length / ORDERS;
    expect(share).toBeGreaterThan(0.04);
    expect(share).toBeLessThan(0.2);
  });

  it('gives granted orders a document, its mail and downloads', async () => {
    const completed = await db
      .selectFrom('orders')
      .leftJoin('order_documents', 'order_documents.order_id', 'orders.order_id')
      .leftJoin('mail_history', 'mail_history.document_id', 'order_documents.id')
      .select(['orders.order_id', 'order_documents.is_rejected_doc', 'mail_history.id as mail_id'])
      .where('orders.process_status', '=', 'Completed')
      .execute();
    expect(completed.length).toBeGreaterThan(0);
    for (const row of completed) {
      expect(row.is_rejected_doc).toBe('No');
      expect(row.mail_id).toEqual(expect.any(Number));
    }
    const downloads = await db.selectFrom('download_history').select('id').execute();
    expect(downloads.length).toBeGreaterThan(0);
  });
});

describe('isDatabaseEmpty', () => {
  it('tells a fresh database from a seeded one', async () => {
    const dir = makeTempDir();
    const db = createDatabase(path.join(dir, 'empty.sqlite'));
    try {
      await migrateToLatest(db);
      expect(await isDatabaseEmpty(db)).toBe(true);
      await seedDemoData(db, { orders: 5, referenceDate: TEST_REFERENCE_DATE });
      expect(await isDatabaseEmpty(db)).toBe(false);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
