import { buildInvoicePdf, invoiceFileName, invoiceNumber } from '../../src/pdf/invoicePdf';
import type { InvoiceOrder } from '../../src/repositories/invoiceRepository';
import { readPdfText, squeeze } from './readPdfText';

const ORDER: InvoiceOrder = {
  order_id: 104975,
  email: 'maria.lopez@example.test',
  given_names: 'Maria',
  family_name: 'Lopez',
  nationality: 'Spain',
  domain_name: 'applications.example.test',
  processing_type: 'Priority',
  created_at: '2025-03-04T23:30:00.000Z',
  transaction_id: 'ch_3PqINVOICE',
  merchant_name: 'Stripe',
};
const ISSUED_AT = new Date('2025-07-09T01:15:00Z');

async function invoiceText(order: InvoiceOrder): Promise<string> {
  const pdf = await buildInvoicePdf(order, ISSUED_AT);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return squeeze((await readPdfText(pdf)).text);
}

describe('buildInvoicePdf', () => {
  it('names the invoice and its file after the order', () => {
    expect(invoiceNumber(ORDER.order_id)).toBe('INV-104975');
    expect(invoiceFileName(ORDER.order_id)).toBe('invoice-104975.pdf');
  });

  it('holds the invoice and order numbers and dates (DD-MM-YYYY, UTC), the customer, the service and the payment', async () => {
    const text = await invoiceText(ORDER);
    for (const [label, value] of [
      ['Invoice number', 'INV-104975'],
      ['Invoice date', '09-07-2025'],
      ['Order ID', '104975'],
      ['Order date', '04-03-2025'],
      ['Name', 'Maria Lopez'],
      ['E-mail', 'maria.lopez@example.test'],
      ['Nationality', 'Spain'],
      ['Transaction ID', 'ch_3PqINVOICE'],
      ['Merchant', 'Stripe'],
    ]) {
      expect(text).toContain(squeeze(`${label} ${value}`));
    }
    expect(text).toContain(squeeze('eVisitor application service · applications.example.test'));
    expect(text).toContain(squeeze('Priority processing'));
    expect(text).toContain(squeeze('quoting order 104975'));
    expect(text).not.toContain(squeeze('No payment reference'));
  });

  it('says no payment reference is recorded when the order has none', async () => {
    const text = await invoiceText({ ...ORDER, transaction_id: null, merchant_name: null });
    expect(text).toContain(squeeze('No payment reference is recorded for this order.'));
    expect(text).not.toContain(squeeze('Transaction ID'));
  });
});
