import { Form, Formik, type FormikHelpers } from 'formik';
import toast from 'react-hot-toast';
import { isSuccess } from '@portal/shared/api/envelope';
import { TextField } from '@portal/shared/ui/TextField';
import { trackOrderSchema } from '@portal/shared/validation/customerSchemas';
import { trackOrder } from '../api/trackOrder';
import { savePass } from '../../../lib/customerPassStore';
import { parseOrderId } from '../../../lib/orderIdParam';

interface Values {
  orderId: string;
  email: string;
}

interface Props {
  initialOrderId: number | null;
  /** Called once the server accepted the order id and e-mail and the pass is kept. */
  onTracked: (orderId: number) => void;
}

/**
 * Order ID and Email ID (docs/product.md#customer-pages). The server decides: a failure shows its
 * message as an error; success keeps the pass for this tab and resets the form.
 */
export function TrackOrderForm({ initialOrderId, onTracked }: Props) {
  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    // An id that cannot be read is sent as 0, which no order has: the server answers it
    // like any unknown order.
    const orderId = parseOrderId(values.orderId) ?? 0;
    const answer = await trackOrder(orderId, values.email);
    if (!isSuccess(answer)) {
      toast.error(answer.message);
      return;
    }
    savePass(orderId, answer.data);
    toast.success(answer.message);
    helpers.resetForm();
    onTracked(orderId);
  }

  return (
    <Formik<Values>
      initialValues={{ orderId: initialOrderId ? String(initialOrderId) : '', email: '' }}
      validationSchema={trackOrderSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form className="cx-track-form" noValidate>
          <TextField name="orderId" label="Order ID" autoComplete="off" />
          <TextField name="email" label="Email ID" type="email" autoComplete="email" />
          <button type="submit" className="btn btn-primary cx-submit" disabled={isSubmitting}>
            {isSubmitting && <span className="spinner cx-spinner-light" aria-hidden="true" />}
            TRACK ORDER
          </button>
        </Form>
      )}
    </Formik>
  );
}
