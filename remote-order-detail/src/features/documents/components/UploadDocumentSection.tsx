import { useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { ConfirmDialog } from '@portal/web/ui/ConfirmDialog';
import { TextField } from '@portal/web/ui/TextField';
import type { MailServiceProvider, OrderDetails } from '@portal/shared/entities/order';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '@portal/shared/orders/documentRules';
import { MESSAGES } from '@portal/shared/validation/messages';
import { UPLOAD_ACCEPT, uploadSchema } from '@portal/shared/validation/schemas';
import { uploadVisaDocument } from '../api/uploadVisaDocument';
import { BusyButton } from '../../../components/BusyButton';
import { DocumentLink } from './DocumentLink';
import { Section } from '../../../components/Section';
import { useOrderActions } from '../../../hooks/useOrderActions';
import { REJECTION_CONFIRM, sendRejection } from '../lib/rejection';

interface Props {
  order: OrderDetails;
  onChanged(): void;
}

interface UploadValues {
  email: string;
  file: File | null;
}

/** Which button sent the form: plain Submit leaves the provider to the server (AWS). */
type SubmitKind = 'default' | MailServiceProvider;

function validateSize(values: UploadValues): Partial<Record<keyof UploadValues, string>> {
  return values.file && values.file.size > MAX_DOCUMENT_BYTES
    ? { file: DOCUMENT_MESSAGES.tooLarge }
    : {};
}

/**
 * 2. Upload Document: the visa document goes to the applicant by mail (Submit uses the
 * default provider, the others name theirs); Reject Applicant marks it rejected instead.
 */
export function UploadDocumentSection({ order, onChanged }: Props) {
  const submitKind = useRef<SubmitKind>('default');
  const { busy, perform } = useOrderActions<SubmitKind | 'reject'>();
  const [fileInputKey, setFileInputKey] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const rejected = order.uploadDoc?.is_rejected_doc === 'Yes';

  async function submit(values: UploadValues, helpers: FormikHelpers<UploadValues>) {
    if (!values.file) return;
    const kind = submitKind.current;
    const file = values.file;
    const done = await perform(kind, () =>
      uploadVisaDocument({
        orderId: order.order_id,
        email: values.email.trim(),
        file,
        ...(kind === 'default' ? {} : { provider: kind }),
        version: order.version,
      }),
    );
    if (done === null) return;
    if (done) {
      helpers.resetForm({ values: { email: order.email, file: null } });
      setFileInputKey((key) => key + 1);
    }
    // Reloaded either way: after a refusal the e-mail and the chosen file stay for another
    // try, which carries the order's new version.
    onChanged();
  }

  async function reject(email: string) {
    const done = await perform('reject', () => sendRejection(order.order_id, email.trim()));
    if (done === null) return;
    setConfirming(false);
    if (done) onChanged();
  }

  return (
    <Section title="Upload Document">
      <Formik<UploadValues>
        initialValues={{ email: order.email, file: null }}
        validationSchema={uploadSchema}
        validate={validateSize}
        onSubmit={submit}
      >
        {({
          values,
          errors,
          touched,
          setFieldValue,
          setFieldTouched,
          setFieldError,
          submitForm,
          isSubmitting,
        }) => {
          // isSubmitting is set at the click, before validation ends and the upload starts:
          // the buttons wait from the first click on.
          const waiting = busy !== null || isSubmitting;
          const send = (kind: SubmitKind) => {
            submitKind.current = kind;
            void submitForm();
          };
          const fileError = touched.file ? errors.file : undefined;
          return (
            <Form noValidate className="od-upload">
              <div className="od-upload-fields">
                <div className="field">
                  <label htmlFor="upload-order-id">Order ID</label>
                  <input
                    id="upload-order-id"
                    className="input"
                    value={order.order_id}
                    readOnly
                    aria-readonly="true"
                  />
                </div>
                <TextField name="email" label="Email ID" type="email" autoComplete="off" />
                <div className="field">
                  <label htmlFor="upload-file">Document (PDF or image)</label>
                  <input
                    key={fileInputKey}
                    id="upload-file"
                    name="file"
                    type="file"
                    className="input od-file"
                    accept={UPLOAD_ACCEPT}
                    aria-invalid={Boolean(fileError)}
                    aria-describedby={fileError ? 'upload-file-error' : undefined}
                    onChange={(event) => {
                      void setFieldValue('file', event.currentTarget.files?.[0] ?? null);
                      void setFieldTouched('file', true, false);
                    }}
                  />
                  {fileError && (
                    <p className="field-error" id="upload-file-error">
                      {fileError}
                    </p>
                  )}
                </div>
              </div>
              {order.uploadDoc && (
                <p className="od-current-document">
                  Current document: <DocumentLink orderId={order.order_id} />
                  {rejected && <strong className="od-rejected"> Rejected</strong>}
                </p>
              )}
              <div className="od-buttons">
                <BusyButton
                  type="submit"
                  className="btn btn-primary"
                  busy={busy === 'default'}
                  disabled={waiting}
                  onClick={(event) => {
                    event.preventDefault();
                    send('default');
                  }}
                >
                  Submit
                </BusyButton>
                <BusyButton busy={busy === 'AWS'} disabled={waiting} onClick={() => send('AWS')}>
                  Submit (AWS)
                </BusyButton>
                <BusyButton
                  busy={busy === 'Sendgrid'}
                  disabled={waiting}
                  onClick={() => send('Sendgrid')}
                >
                  Submit (SendGrid)
                </BusyButton>
                {!rejected && (
                  <BusyButton
                    className="btn btn-danger-outline"
                    busy={busy === 'reject'}
                    disabled={waiting || !order.uploadDoc}
                    title={order.uploadDoc ? undefined : 'Upload the document first'}
                    onClick={() => {
                      if (!values.email.trim()) {
                        void setFieldTouched('email', true, false);
                        setFieldError('email', MESSAGES.uploadEmailRequired);
                        return;
                      }
                      setConfirming(true);
                    }}
                  >
                    Reject Applicant
                  </BusyButton>
                )}
              </div>
              <ConfirmDialog
                open={confirming}
                message={REJECTION_CONFIRM}
                busy={busy === 'reject'}
                onConfirm={() => void reject(values.email)}
                onCancel={() => setConfirming(false)}
              />
            </Form>
          );
        }}
      </Formik>
    </Section>
  );
}
