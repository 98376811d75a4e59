import { Form, Formik } from 'formik';
import type { OrderDetails } from '@portal/shared/entities/order';
import { TextField } from '@portal/web/ui/TextField';
import { transactionSchema } from '@portal/shared/validation/schemas';
import { saveTransactionDetails } from '../api/defencePackDetails';
import { useOrderActions } from '../../../hooks/useOrderActions';
import { BusyButton } from '../../../components/BusyButton';
import { Modal } from '../../../components/Modal';

interface Props {
  order: OrderDetails;
  onClose(): void;
  onSaved(): void;
  /** Refused (e.g. the order changed meanwhile): reload it; the dialog keeps what was typed. */
  onRefused(): void;
}

const FORM_ID = 'transaction-details-form';

/** Enter Transaction Details: the payment the defence packs cite. */
export function TransactionDetailsModal({ order, onClose, onSaved, onRefused }: Props) {
  const { busy, perform } = useOrderActions<'save'>();
  return (
    <Formik
      initialValues={{
        transactionId: order.transaction_id ?? '',
        merchantName: order.merchant_name ?? '',
      }}
      validationSchema={transactionSchema}
      onSubmit={async (values) => {
        const done = await perform('save', () =>
          saveTransactionDetails(
            order.order_id,
            values.transactionId.trim(),
            values.merchantName.trim(),
            order.version,
          ),
        );
        if (done) onSaved();
        else if (done === false) onRefused();
      }}
    >
      {({ isSubmitting }) => (
        <Modal
          title="Enter Transaction Details"
          onClose={onClose}
          footer={
            <>
              <button type="button" className="btn" onClick={onClose} disabled={isSubmitting}>
                Cancel
              </button>
              <BusyButton
                type="submit"
                form={FORM_ID}
                className="btn btn-primary"
                busy={busy !== null}
                disabled={isSubmitting}
              >
                Save
              </BusyButton>
            </>
          }
        >
          <Form id={FORM_ID} noValidate>
            <TextField name="transactionId" label="Transaction Id" autoComplete="off" />
            <TextField name="merchantName" label="Merchant Name" autoComplete="off" />
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
