import { Formik, type FormikHelpers } from 'formik';
import { NETWORK_ERROR_MESSAGE } from '@portal/shared/api/envelope';
import { TRACK_FORM_PATH } from '@portal/shared/remotes/customerScreens';
import {
  TRACK_FORM_LANDING_FIELD,
  type TrackFormLanding,
} from '@portal/shared/customer/passHandover';
import { showToast } from '@portal/web/ui/deferredToasts';
import { TextField } from '@portal/web/ui/TextField';
import { validateWithDeferredSchema } from '../../../lib/deferredSchema';
import { parseOrderId } from '@portal/shared/customer/orderIdParam';
import { useKeptEmail } from '../lib/keptEmail';
import { loadSending, loadTrackSchema, warmTrackForm } from '../lib/trackFormLoads';
import { FormKeepingTypedValues } from './FormKeepingTypedValues';

interface Values {
  orderId: string;
  email: string;
}

interface Props {
  initialOrderId: number | null;
  /** The page the form sent without JavaScript opens once the order is proven. */
  landing: TrackFormLanding;
  /** Called once the server accepted the order id and e-mail and the pass is kept. */
  onTracked: (orderId: number) => void;
}

const validate = validateWithDeferredSchema<Values>(loadTrackSchema);

/**
 * Order ID and Email ID (docs/product.md#customer-pages). The server decides: a failure shows its
 * message as an error; success keeps the pass for this tab and resets the form. Its checks, the
 * call and the toasts are downloaded from the customer's first focus or press on the form.
 * Until the page's scripts have run it is a plain form the customer site answers
 * (docs/decisions.md#customer-pages-paint-before-their-scripts).
 */
export function TrackOrderForm({ initialOrderId, landing, onTracked }: Props) {
  const keptEmail = useKeptEmail();
  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    // An id that cannot be read is sent as 0, which no order has: the server answers it
    // like any unknown order.
    const orderId = parseOrderId(values.orderId) ?? 0;
    const outcome = await loadSending().then(
      ({ sendTracking }) => sendTracking(orderId, values.email),
      () => null,
    );
    if (!outcome) {
      // Nothing of the call could be downloaded: said on the form, where no toast is needed.
      helpers.setStatus(NETWORK_ERROR_MESSAGE);
      return;
    }
    showToast(outcome.tracked ? 'success' : 'error', outcome.message);
    if (!outcome.tracked) return;
    helpers.resetForm();
    onTracked(orderId);
  }

  return (
    <Formik<Values>
      initialValues={{ orderId: initialOrderId ? String(initialOrderId) : '', email: keptEmail }}
      validate={validate}
      onSubmit={submit}
    >
      {({ isSubmitting, status, values, setValues }) => (
        <FormKeepingTypedValues
          values={values}
          setValues={setValues}
          className="cx-track-form"
          method="post"
          action={TRACK_FORM_PATH}
          noValidate
          onFocus={warmTrackForm}
          onPointerDown={warmTrackForm}
        >
          <input type="hidden" name={TRACK_FORM_LANDING_FIELD} value={landing} />
          <TextField name="orderId" label="Order ID" autoComplete="off" />
          <TextField name="email" label="Email ID" type="email" autoComplete="email" />
          {typeof status === 'string' && (
            <p className="cx-notice cx-notice-error" role="alert">
              {status}
            </p>
          )}
          <button type="submit" className="btn btn-primary cx-submit" disabled={isSubmitting}>
            {isSubmitting && <span className="spinner cx-spinner-light" aria-hidden="true" />}
            TRACK ORDER
          </button>
        </FormKeepingTypedValues>
      )}
    </Formik>
  );
}
