import type { Kysely } from 'kysely';
import { MAX_STAY_MONTHS, VALIDITY_YEARS } from '@portal/shared/orders/approvalEmail';
import { renderPdf } from '../../pdf/pdfWriter';
import { writeDocumentAtomically } from '../../storage/documentStorage';
import type { Database } from '../schema';

/**
 * The files of the demo documents: the seed records a document for every granted or
 * refused order, and every such row must have its file. The newest
 * PERSONAL_DEMO_DOCUMENTS get a notice naming their applicant; older ones share one
 * specimen, written per order, so a first start stays quick (a personal PDF costs about
 * 7 ms, a copy well under 1 ms).
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

/** Writes the file of every demo document row; returns how many files were written. */
export async function seedDemoDocuments(db: Kysely<Database>, dataDir: string): Promise<number> {
  const documents: DemoDocument[] = await db
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
    .execute();
  const specimens = { Yes: await specimen(true), No: await specimen(false) };
  let index = 0;
  for (const document of documents) {
    const content =
      index < PERSONAL_DEMO_DOCUMENTS
        ? await personalNotice(document)
        : specimens[document.is_rejected_doc];
    // Demo files can be made again: skip the per-file flushes that would slow the first start.
    await writeDocumentAtomically(dataDir, document.order_id, document.file1, content, {
      durable: false,
    });
    index++;
  }
  return documents.length;
}
