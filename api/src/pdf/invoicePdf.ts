import type { InvoiceOrder } from '../repositories/invoiceRepository';
import { renderPdf } from './pdfWriter';

export function invoiceNumber(orderId: number): string {
  return `INV-${orderId}`;
}

export function invoiceFileName(orderId: number): string {
  return `invoice-${orderId}.pdf`;
}

/** DD-MM-YYYY in UTC, as the portal shows dates. */
function dayMonthYear(moment: Date): string {
  const [year, month, day] = moment.toISOString().slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/**
 * The invoice of an order as a PDF: the selling site, invoice and order numbers and dates,
 * the customer, the service bought and the payment reference. Orders carry no amount, so
 * the invoice states none rather than inventing one.
 */
export function buildInvoicePdf(order: InvoiceOrder, issuedAt: Date): Promise<Buffer> {
  const number = invoiceNumber(order.order_id);
  return renderPdf(
    {
      title: `Invoice ${number}`,
      author: order.domain_name,
      subject: `eVisitor order ${order.order_id}`,
      footer: `${number} · ${order.domain_name}`,
    },
    async (pdf) => {
      pdf
        .title('Invoice', `eVisitor application service · ${order.domain_name}`)
        .keyValues([
          ['Invoice number', number],
          ['Invoice date', dayMonthYear(issuedAt)],
          ['Order ID', order.order_id],
          ['Order date', dayMonthYear(new Date(order.created_at))],
        ])
        .heading('Billed to')
        .keyValues([
          ['Name', `${order.given_names} ${order.family_name}`.trim()],
          ['E-mail', order.email],
          ['Nationality', order.nationality],
        ])
        .heading('Service');
      await pdf.table(
        [
          { header: 'Description', weight: 5 },
          { header: 'Processing', weight: 2 },
          { header: 'Order ID', weight: 2 },
        ],
        [
          [
            'Australian eVisitor application: checking, lodging and tracking of the application',
            `${order.processing_type} processing`,
            String(order.order_id),
          ],
        ],
        '',
      );
      pdf.heading('Payment');
      if (order.transaction_id) {
        pdf.keyValues([
          ['Transaction ID', order.transaction_id],
          ['Merchant', order.merchant_name],
        ]);
      } else {
        pdf.paragraph('No payment reference is recorded for this order.', { muted: true });
      }
      pdf.paragraph(
        `Questions about this invoice? Reply to this e-mail quoting order ${order.order_id}.`,
        { muted: true },
      );
    },
  );
}
