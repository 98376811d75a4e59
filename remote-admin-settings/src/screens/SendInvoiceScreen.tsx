import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { isSuccess } from '@portal/shared/api/envelope';
import type { InvoiceMail } from '@portal/shared/entities/settings';
import type { ScreenProps } from '@portal/shared/remotes/remoteModules';
import { useApiMutation } from '@portal/web/query/useApiMutation';
import { ScreenTitleBar } from '@portal/web/ui/ScreenTitleBar';
import { TextField } from '@portal/web/ui/TextField';
import { invoiceSchema } from '@portal/shared/validation/schemas';
import '../styles/adminSettings.css';
import { sendInvoice } from '../features/invoice/api/sendInvoice';

interface Values {
  orderId: string;
}

/** Where the invoice went, as the toast says it: a mail the local outbox kept was not sent. */
function deliveryLine({ to, attachments, status, channel }: InvoiceMail): string {
  const files = attachments.join(', ');
  if (status === 'failed') return `Could not be sent to ${to} with ${files}.`;
  if (status === 'pending') return `In the outbox for ${to} with ${files}, to be retried.`;
  return channel === 'Outbox'
    ? `Kept in the local outbox for ${to} with ${files}.`
    : `Sent to ${to} with ${files}.`;
}

/** Send Invoice: builds the order's PDF invoice on the server and mails it to the customer. */
export default function SendInvoiceScreen({ title }: ScreenProps) {
  const [sent, setSent] = useState<InvoiceMail | null>(null);
  const sending = useApiMutation(sendInvoice);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setSent(null);
    const answer = await sending.run(Number(values.orderId.trim()));
    if (!isSuccess(answer)) {
      toast.error(answer.message);
      return;
    }
    toast.success(answer.message);
    setSent(answer.data);
    helpers.resetForm();
  }

  return (
    <div className="settings-screen">
      <ScreenTitleBar title={title} />
      <section className="panel narrow-panel" aria-labelledby="invoice-heading">
        <h2 id="invoice-heading">Invoice by e-mail</h2>
        <p className="muted">
          The customer receives the order&apos;s invoice as a PDF at the e-mail address of the
          order.
        </p>
        <Formik initialValues={{ orderId: '' }} validationSchema={invoiceSchema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Send invoice">
              <TextField name="orderId" label="Order ID" autoComplete="off" />
              <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                {isSubmitting ? 'Sending…' : 'Send Invoice'}
              </button>
            </Form>
          )}
        </Formik>
        {sent && (
          <p className="settings-success" role="status">
            {deliveryLine(sent)}
          </p>
        )}
      </section>
    </div>
  );
}
