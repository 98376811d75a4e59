import { PERSONAL_DEMO_DOCUMENTS, seedDemoDocuments } from '../../src/db/seed/seedDemoDocuments';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { readPdfText } from '../pdf/readPdfText';

describe('seedDemoDocuments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ orders: 900 });
  }, 60_000);
  afterAll(() => t.close());

  it('writes a real PDF for every demo document row: the newest name their applicant', async () => {
    const written = await seedDemoDocuments(t.app.db, t.app.documents);
    const rows = t.sql
      .prepare(
        'select d.order_id, d.file1, o.given_names, o.family_name from order_documents d join orders o on o.order_id = d.order_id order by d.id desc',
      )
      .all() as Array<{
      order_id: number;
      file1: string;
      given_names: string;
      family_name: string;
    }>;
    expect(written).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(PERSONAL_DEMO_DOCUMENTS);
    const stored = new Set<string>();
    for await (const { name } of t.app.documents.list()) stored.add(name);
    expect(rows.filter((row) => !stored.has(`${row.order_id}_${row.file1}`))).toEqual([]);

    const [newest] = rows;
    const oldest = rows.at(-1);
    if (!newest || !oldest) throw new Error('no demo documents');
    const personal = await readPdfText(
      (await t.app.documents.read(newest.order_id, newest.file1)) ?? Buffer.alloc(0),
    );
    expect(personal.text).toContain(`Order ${newest.order_id}`);
    expect(personal.text).toContain(`${newest.given_names} ${newest.family_name}`);
    const specimen = await readPdfText(
      (await t.app.documents.read(oldest.order_id, oldest.file1)) ?? Buffer.alloc(0),
    );
    expect(specimen.text).toContain('specimen');
  }, 60_000);
});
