import type { Kysely } from 'kysely';
import { MAX_STAY_MONTHS, VALIDITY_YEARS } from '@portal/shared/orders/approvalEmail';
import { renderPdf } from '../../pdf/pdfWriter';
import type { DocumentStore } from '../../storage/documentStore';
import type { Database } from '../schema';
import { DemoDocumentFiles } from './demoDocumentFiles';

/**
 * The files of the demo documents: the seed records a document for every granted or
 * refused order, and every such row must have its file. The newest
 * PERSONAL_DEMO_DOCUMENTS get a notice naming their applicant (about 7 ms a PDF); older
 * ones share one specimen of their kind.
 */
export const PERSONAL_DEMO_DOCUMENTS = 300;

interface DemoDocument {
  order_id: number;
  file1: string;
  is_rejected_doc: 'Yes' | 'No';
  created_at: string;
  given_names: string;
  family_name: string;
  nationality: string;
  details: string;
}

const DISCLAIMER = 'Demo data: this is not a real visa document.';

function passportOf(details: string): { number: string; dateOfBirth: string } {
  try {
    const parsed = JSON.parse(details) as { passport_number?: unknown; date_of_birth?: unknown };
    return {
      number: typeof parsed.passport_number === 'string' ? parsed.passport_number : '',
      dateOfBirth: typeof parsed.date_of_birth === 'string' ? parsed.date_of_birth : '',
    };
  } catch {
    return { number: '', dateOfBirth: '' };
  }
}

function personalNotice(document: DemoDocument): Promise<Buffer> {
  const refused = document.is_rejected_doc === 'Yes';
  const granted = new Date(document.created_at);
  const validUntil = new Date(granted);
  validUntil.setUTCFullYear(validUntil.getUTCFullYear() + VALIDITY_YEARS);
  const passport = passportOf(document.details);
  const title = refused ? 'eVisitor refusal notice' : 'eVisitor grant notice';
  return renderPdf({ title: `${title}, order ${document.order_id}`, footer: DISCLAIMER }, (pdf) => {
    pdf.title(title, `Order ${document.order_id}`);
    pdf.keyValues([
      ['Applicant', `${document.given_names} ${document.family_name}`],
      ['Date of birth', passport.dateOfBirth],
      ['Passport number', passport.number],
      ['Nationality', document.nationality],
      [refused ? 'Decision date' : 'Date of grant', granted.toISOString().slice(0, 10)],
      ...(refused
        ? []
        : ([
            ['Visa', 'eVisitor (subclass 651)'],
            ['Must not arrive after', validUntil.toISOString().slice(0, 10)],
            ['Period of stay', `Up to ${MAX_STAY_MONTHS} months on each visit`],
          ] as const)),
    ]);
    pdf.paragraph(
      refused
        ? 'The application for an eVisitor has been refused.'
        : 'You may travel to Australia for tourism, visiting family or business visitor activities. Keep this notice with your passport.',
    );
    pdf.paragraph(DISCLAIMER, { muted: true });
  });
}

function specimen(refused: boolean): Promise<Buffer> {
  const title = refused ? 'eVisitor refusal notice (specimen)' : 'eVisitor grant notice (specimen)';
  return renderPdf({ title, footer: DISCLAIMER }, (pdf) => {
    pdf.title(title, 'Shared by the older demo orders');
    pdf.paragraph(
      'Older demo orders share this specimen so the demo database starts quickly; the newest demo orders carry a notice naming their applicant.',
    );
    pdf.paragraph(DISCLAIMER, { muted: true });
  });
}

/**
 * Writes the file of every demo document row; returns how many files were made: the
 * newest PERSONAL_DEMO_DOCUMENTS each its own notice (writePersonalDocuments), the
 * older ones shared specimens (placeSpecimenDocuments).
 */
export async function seedDemoDocuments(
  db: Kysely<Database>,
  documents: DocumentStore,
): Promise<number> {
  const rows = await db
    .selectFrom('order_documents')
    .select(['order_id', 'is_rejected_doc'])
    .orderBy('id')
    .execute();
  const files = new DemoDocumentFiles();
  for (const row of rows) files.add(row.order_id, row.is_rejected_doc === 'Yes');
  await placeOlderSpecimens(documents, files);
  await writePersonalDocuments(db, documents);
  return rows.length;
}

/**
 * Places the specimens of all but the newest PERSONAL_DEMO_DOCUMENTS of `files` (oldest
 * first); answers how many files the documents need in all.
 */
export async function placeOlderSpecimens(
  documents: DocumentStore,
  files: DemoDocumentFiles,
): Promise<number> {
  await placeSpecimenDocuments(documents, files, files.length - PERSONAL_DEMO_DOCUMENTS);
  return files.length;
}

/** Writes a notice naming its applicant for each of the newest PERSONAL_DEMO_DOCUMENTS rows. */
export async function writePersonalDocuments(
  db: Kysely<Database>,
  documents: DocumentStore,
): Promise<number> {
  const personal = await db
    .selectFrom('order_documents as d')
    .innerJoin('orders as o', 'o.order_id', 'd.order_id')
    .select([
      'd.order_id',
      'd.file1',
      'd.is_rejected_doc',
      'd.created_at',
      'o.given_names',
      'o.family_name',
      'o.nationality',
      'o.details',
    ])
    .orderBy('d.id', 'desc')
    .limit(PERSONAL_DEMO_DOCUMENTS)
    .execute();
  for (const document of personal) {
    // Demo files can be made again: skip the per-file flushes that would slow the first start.
    await documents.put(document.order_id, document.file1, await personalNotice(document), {
      durable: false,
    });
  }
  return personal.length;
}

/**
 * Gives each of the oldest `end` of `files` the specimen of its kind, one file per row as
 * the layout wants, but stored as cheaply as the store can (DocumentStore.putShared: hard
 * links on disk), named one at a time as the store takes them.
 */
export async function placeSpecimenDocuments(
  documents: DocumentStore,
  files: DemoDocumentFiles,
  end: number,
): Promise<void> {
  for (const refused of [true, false]) {
    if (!files.hasKind(refused, end)) continue;
    await documents.putShared(await specimen(refused), files.refs(refused, end));
  }
}
