import { formatDownloadDateTime } from '@portal/shared/dates/formatters';
import type { MailHistoryItem, OrderDetails } from '@portal/shared/entities/order';
import { DECLARATIONS } from '@portal/shared/orders/declarations';
import { ORDER_STATUS_LABELS, type DefencePackType } from '@portal/shared/orders/statusMoves';
import type { AuditRow } from '../repositories/orderDetailRepository';
import { renderPdf, type PdfWriter, type TableColumn } from './pdfWriter';
import { formatCount } from '@portal/shared/numbers/formatCount';

/**
 * Dispute evidence for one order, built for a card network or the payment provider.
 *
 * Type 1, service delivery evidence: what the customer bought and that it was delivered:
 * the order and customer, the transaction, the declarations they accepted, every mail
 * that carried the document, every download with time, IP and device, and a timeline of
 * the service's milestones (order placed, status changes, mails, downloads). No staff
 * names or internal notes: it is meant to be sent out as it is.
 *
 * Type 2, full case file: everything of type 1, plus the staff remarks with their flags
 * and the complete audit trail (who changed what, when), for the internal dispute team.
 *
 * Every table is bounded (docs/decisions.md, "Defence packs"), so an order with very many
 * or very long remarks still makes a pack of a few dozen pages.
 */
export interface DefencePackInput {
  order: OrderDetails;
  audit: readonly AuditRow[];
  type: DefencePackType;
  generatedAt: Date;
}

/** The most rows one table of a pack shows, in its usual order; a note tells how many more. */
export const MAX_PACK_TABLE_ROWS = 50;
/** The longest text of one cell; the rest is left to the portal. */
export const MAX_PACK_CELL_CHARS = 1000;
/** Audit values repeat remark texts the Remarks table already shows. */
const MAX_AUDIT_VALUE_CHARS = 200;

function clip(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const rest = formatCount(text.length - maxChars);
  return `${text.slice(0, maxChars)}… [${rest} more characters in the portal]`;
}

/** A table of at most MAX_PACK_TABLE_ROWS rows of clipped cells, with a note when rows are left out. */
async function boundedTable(
  pdf: PdfWriter,
  columns: readonly TableColumn[],
  rows: ReadonlyArray<readonly string[]>,
  texts: { empty: string; rows: string; maxChars?: number },
): Promise<void> {
  const maxChars = texts.maxChars ?? MAX_PACK_CELL_CHARS;
  const shown = rows
    .slice(0, MAX_PACK_TABLE_ROWS)
    .map((row) => row.map((cell) => clip(cell, maxChars)));
  await pdf.table(columns, shown, texts.empty);
  if (rows.length > shown.length) {
    pdf.paragraph(
      `Showing the first ${shown.length} of ${rows.length} ${texts.rows}; the full list is in the portal.`,
      { muted: true },
    );
  }
}

const TITLES: Record<DefencePackType, string> = {
  1: 'Defence Pack 1: service delivery evidence',
  2: 'Defence Pack 2: full case file',
};

function utc(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime())
    ? String(value)
    : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const MAIL_KINDS: Record<string, string> = {
  document: 'Document delivery',
  resend: 'Reminder with document',
  rejection: 'Refusal notice',
  refund: 'Refund notice',
  invoice: 'Invoice',
};

/** Mails older than the outbox carry no kind: their document tells what they were. */
function mailKind(mail: MailHistoryItem): string {
  const known = mail.delivery ? MAIL_KINDS[mail.delivery.kind] : undefined;
  if (known) return known;
  if (mail.uploadDoc?.is_rejected_doc === 'Yes') return 'Refusal notice';
  return mail.remainder_mail === 1 ? 'Reminder with document' : 'Document delivery';
}

const AUDIT_ACTIONS: Record<string, string> = {
  'order.status': 'Status moved',
  'order.orderStatus': 'Application status',
  'order.document': 'Document uploaded',
  'order.document.rejected': 'Document rejected',
  'order.mail': 'Mail sent',
  'order.remark': 'Remark added',
  'order.transaction': 'Transaction details',
  'order.assign': 'Assignment',
};

function deliveryText(mail: MailHistoryItem): string {
  if (!mail.delivery) return `Sent (${mail.mail_service_provider})`;
  const channel = mail.delivery.channel === 'Outbox' ? 'local outbox' : mail.delivery.channel;
  return `${mail.delivery.status}${channel ? ` via ${channel}` : ''}`;
}

/** A stored audit value: plain text, or JSON of a few fields. */
function auditValue(value: string | null): string {
  if (value === null) return '';
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'object' && parsed !== null) {
      return Object.entries(parsed)
        .map(([key, item]) => `${key}: ${String(item)}`)
        .join(', ');
    }
    return String(parsed);
  } catch {
    return value;
  }
}

interface TimelineEvent {
  at: string;
  event: string;
}

function timeline(order: OrderDetails, audit: readonly AuditRow[]): TimelineEvent[] {
  const events: TimelineEvent[] = [
    { at: order.created_at, event: `Order placed on ${order.domain_name}` },
    ...audit.flatMap((entry) => {
      const from = auditValue(entry.from_value);
      const to = auditValue(entry.to_value);
      if (entry.action === 'order.status') {
        return [
          {
            at: entry.at,
            event: `Status changed from ${from.trim() || '-'} to ${to.trim() || '-'}`,
          },
        ];
      }
      if (entry.action === 'order.orderStatus') {
        const label = (value: string) =>
          ORDER_STATUS_LABELS[Number(value) as keyof typeof ORDER_STATUS_LABELS] ?? value;
        return [
          { at: entry.at, event: `Application status changed from ${label(from)} to ${label(to)}` },
        ];
      }
      return [];
    }),
    ...order.mailHistory.map((mail) => ({
      at: mail.create_ts,
      event: `${mailKind(mail)} e-mailed to ${mail.email}`,
    })),
    ...order.downloadHistory.map((download) => ({
      at: download.create_ts,
      event: `Document downloaded from IP ${download.ip} (${download.timezone})`,
    })),
  ];
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

function flagList(remark: OrderDetails['remark'][number]): string {
  const flags: Array<[string, string]> = [
    ['Whatsapp', remark.whatsapp],
    ['Telephone', remark.telephone],
    ['Refund', remark.status_refund],
    ['Voided', remark.voided],
    ['Chargeback', remark.chargeback],
    ['ReportError', remark.report_error],
  ];
  return flags
    .filter(([, value]) => value === 'Y')
    .map(([name]) => name)
    .join(', ');
}

async function writeServiceEvidence(
  pdf: PdfWriter,
  order: OrderDetails,
  audit: readonly AuditRow[],
): Promise<void> {
  const name = `${order.given_names} ${order.family_name}`;
  pdf.paragraph(
    `${name} ordered an Australian eVisitor application service on ${order.domain_name} on ${utc(order.created_at)}. ` +
      'This pack records the order, the payment, what the customer declared, how the finished document was delivered and every time the customer downloaded it.',
  );

  pdf.heading('Order');
  pdf.keyValues([
    ['Order ID', order.order_id],
    ['Order date', utc(order.created_at)],
    ['Website', order.domain_name],
    ['Processing type', order.processing_type],
    ['Process status', order.process_status.trim()],
    ['Application status', ORDER_STATUS_LABELS[order.order_status]],
    ['Purpose of stay', order.purpose_stay],
    ['Purpose details', order.purpose_details],
  ]);

  pdf.heading('Customer');
  pdf.keyValues([
    ['Name', name],
    ['E-mail', order.email],
    ['Mobile phone', `${order.mobile_phone_code ?? ''} ${order.mobile_phone}`.trim()],
    ['Date of birth', order.date_of_birth],
    ['Nationality', order.nationality],
    ['Passport number', order.passport_number],
    ['Country of passport', order.country_of_passport],
    [
      'Residential address',
      [
        order.address,
        order.suburb_town,
        order.state_province,
        order.postal_code,
        order.residential_country,
      ]
        .filter(Boolean)
        .join(', '),
    ],
  ]);

  pdf.heading('Transaction');
  if (order.transaction_id || order.merchant_name) {
    pdf.keyValues([
      ['Transaction ID', order.transaction_id],
      ['Merchant name', order.merchant_name],
    ]);
  } else {
    pdf.paragraph('No transaction details have been entered for this order.', { muted: true });
  }

  pdf.heading('Declarations accepted by the customer');
  await pdf.table(
    [
      { header: 'Declaration', weight: 5 },
      { header: 'Answer', weight: 1 },
    ],
    DECLARATIONS.map(({ field, text }) => [text, String(order[field] || 'Not answered')]),
    'No declarations recorded.',
  );

  pdf.heading('Document delivery (e-mails sent)');
  await boundedTable(
    pdf,
    [
      { header: '#', weight: 0.5 },
      { header: 'Date & Time', weight: 2.2 },
      { header: 'Sent to', weight: 3 },
      { header: 'Mail', weight: 2.2 },
      { header: 'Provider', weight: 1.3 },
      { header: 'Delivery', weight: 1.8 },
    ],
    order.mailHistory.map((mail, index) => [
      String(index + 1),
      utc(mail.create_ts),
      mail.email,
      mailKind(mail),
      mail.mail_service_provider,
      deliveryText(mail),
    ]),
    { empty: 'No e-mail has been sent for this order.', rows: 'e-mails' },
  );

  pdf.heading('Downloads of the document by the customer');
  await boundedTable(
    pdf,
    [
      { header: '#', weight: 0.5 },
      { header: 'Date & Time', weight: 2.4 },
      { header: 'IP Address', weight: 1.6 },
      { header: 'Location', weight: 2 },
      { header: 'Browser / device', weight: 2.6 },
      { header: 'OS', weight: 1.4 },
    ],
    order.downloadHistory.map((download, index) => [
      String(index + 1),
      formatDownloadDateTime(download.create_ts),
      download.ip,
      download.timezone,
      download.browser.split('-').join(' · '),
      download.os,
    ]),
    { empty: 'The document has not been downloaded yet.', rows: 'downloads' },
  );

  pdf.heading('Service timeline');
  await boundedTable(
    pdf,
    [
      { header: 'Date & Time', weight: 1 },
      { header: 'Event', weight: 3 },
    ],
    timeline(order, audit).map((event) => [utc(event.at), event.event]),
    { empty: 'No events recorded.', rows: 'events' },
  );
}

async function writeCaseFile(
  pdf: PdfWriter,
  order: OrderDetails,
  audit: readonly AuditRow[],
): Promise<void> {
  pdf.heading('Remarks (Comment History)');
  await boundedTable(
    pdf,
    [
      { header: 'Date & Time (US Eastern)', weight: 1.6 },
      { header: 'Team', weight: 1.2 },
      { header: 'Remark', weight: 4 },
      { header: 'Flags', weight: 1.4 },
    ],
    order.remark.map((remark) => [
      `${remark.us_date} ${remark.us_time}`,
      remark.remark_name,
      remark.remark,
      flagList(remark) || '-',
    ]),
    { empty: 'No remarks recorded.', rows: 'remarks' },
  );

  pdf.heading('Audit trail');
  await boundedTable(
    pdf,
    [
      { header: 'Date & Time', weight: 1.6 },
      { header: 'Staff', weight: 1.3 },
      { header: 'Action', weight: 1.3 },
      { header: 'From', weight: 2 },
      { header: 'To', weight: 2 },
    ],
    audit.map((entry) => [
      utc(entry.at),
      entry.actor_name,
      AUDIT_ACTIONS[entry.action] ?? entry.action,
      auditValue(entry.from_value),
      auditValue(entry.to_value),
    ]),
    {
      empty: 'No audited changes recorded.',
      rows: 'audit entries',
      maxChars: MAX_AUDIT_VALUE_CHARS,
    },
  );
}

/** The defence pack as a PDF file. */
export function buildDefencePack({
  order,
  audit,
  type,
  generatedAt,
}: DefencePackInput): Promise<Buffer> {
  return renderPdf(
    {
      title: `${TITLES[type]}, order ${order.order_id}`,
      subject: `Dispute evidence for order ${order.order_id}`,
      footer: `Order ${order.order_id} · Defence Pack ${type} · generated ${utc(generatedAt)}`,
    },
    async (pdf) => {
      pdf.title(TITLES[type], `Order ${order.order_id} · generated ${utc(generatedAt)}`);
      await writeServiceEvidence(pdf, order, audit);
      if (type === 2) await writeCaseFile(pdf, order, audit);
    },
  );
}
