import { useState } from 'react';
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useStore } from 'zustand';
import type { OrderDetails } from '@portal/shared/entities/order';
import { readDraft } from '@portal/web/session/drafts';
import { sessionStore } from '@portal/web/session/sessionStore';
import { KeepDraft } from '@portal/web/session/useDraft';
import { remarkSchema } from '@portal/shared/validation/schemas';
import { addNewRemark } from '../api/addNewRemark';
import { BusyButton } from '../../../components/BusyButton';
import { Section } from '../../../components/Section';
import { useOrderActions } from '../../../hooks/useOrderActions';

interface RemarkValues {
  remark: string;
  whatsapp: boolean;
  telephone: boolean;
  statusRefund: boolean;
  voided: boolean;
  chargeBack: boolean;
}

const FLAGS: ReadonlyArray<{ name: Exclude<keyof RemarkValues, 'remark'>; label: string }> = [
  { name: 'whatsapp', label: 'Whatsapp' },
  { name: 'telephone', label: 'Telephone' },
  { name: 'statusRefund', label: 'Refund' },
  { name: 'voided', label: 'Voided' },
  { name: 'chargeBack', label: 'Chargeback' },
];

const EMPTY: RemarkValues = {
  remark: '',
  whatsapp: false,
  telephone: false,
  statusRefund: false,
  voided: false,
  chargeBack: false,
};

const flag = (ticked: boolean) => (ticked ? 'Y' : '');

interface Props {
  order: OrderDetails;
  onChanged(): void;
}

/**
 * 11. Add Comment Below: a remark with its flags ('Y' when ticked). An unsent remark is
 * kept as a draft, so a session that expires mid-sentence loses nothing; a remark refused
 * because the order changed meanwhile stays in the form too.
 */
export function RemarksPanel({ order, onChanged }: Props) {
  const userName = useStore(sessionStore, (state) => state.user?.name ?? '');
  const draftName = `remark:${order.order_id}`;
  const [initialValues] = useState(() => readDraft<RemarkValues>(draftName) ?? EMPTY);
  const { busy, perform } = useOrderActions<'remark'>();

  async function submit(values: RemarkValues, helpers: FormikHelpers<RemarkValues>) {
    const done = await perform('remark', () =>
      addNewRemark({
        orderId: order.order_id,
        remark: values.remark.trim(),
        // Part of the call (docs/product.md#records); the server records the signed-in member
        // either way.
        remarkerName: userName,
        whatsapp: flag(values.whatsapp),
        telephone: flag(values.telephone),
        statusRefund: flag(values.statusRefund),
        voided: flag(values.voided),
        chargeBack: flag(values.chargeBack),
        version: order.version,
      }),
    );
    if (done === null) return;
    if (done) helpers.resetForm({ values: EMPTY });
    // Reloaded either way: after a refusal (someone else changed the order meanwhile) the
    // remark stays in the form and a second Submit carries the order's new version.
    onChanged();
  }

  return (
    <Section title="Add Comment Below">
      <Formik<RemarkValues>
        initialValues={initialValues}
        validationSchema={remarkSchema}
        onSubmit={submit}
      >
        {({ values, errors, touched, isSubmitting }) => {
          const error = touched.remark ? errors.remark : undefined;
          return (
            <Form noValidate>
              <KeepDraft name={draftName} value={values} empty={EMPTY} />
              <div className="field">
                <label htmlFor="remark">Remark</label>
                <Field
                  as="textarea"
                  id="remark"
                  name="remark"
                  className="input"
                  rows={3}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? 'remark-error' : undefined}
                />
                {error && (
                  <p className="field-error" id="remark-error">
                    {error}
                  </p>
                )}
              </div>
              <fieldset className="od-flags">
                <legend>Flags</legend>
                {FLAGS.map(({ name, label }) => (
                  <label key={name} className="od-check">
                    <Field type="checkbox" name={name} />
                    {label}
                  </label>
                ))}
              </fieldset>
              <BusyButton
                type="submit"
                className="btn btn-primary"
                busy={busy !== null}
                disabled={isSubmitting}
              >
                Submit
              </BusyButton>
            </Form>
          );
        }}
      </Formik>
    </Section>
  );
}
