import { Form, Formik, type FormikHelpers } from 'formik';
import toast from 'react-hot-toast';
import { isSuccess } from '@portal/shared/api/envelope';
import type { PaymentGateway } from '@portal/shared/entities/settings';
import { MESSAGES } from '@portal/shared/validation/messages';
import { gatewaySchema } from '@portal/shared/validation/schemas';
import { useApiMutation } from '@portal/web/query/useApiMutation';
import { SelectField } from '../../../components/SelectField';
import { setPaymentGateway } from '../api/paymentGatewaySetting';

interface Props {
  domain: 0 | 1;
  domainName: string;
  /** The gateways of this domain. */
  gateways: readonly PaymentGateway[];
}

const LABELS = { 0: 'Primary domain', 1: 'Secondary domain' } as const;

/**
 * One domain's gateway choice: which gateway is active now, and a form to switch it. Ids are
 * sealed afresh on every fetch, and the list is fetched again whenever another member changes
 * anything, so a choice is held as the gateway's place in the domain's list (the server lists
 * them by id) and keeps pointing at the same gateway across those fetches.
 */
export function GatewayForm({ domain, domainName, gateways }: Props) {
  const active = gateways.find((gateway) => gateway.is_active === '1');
  const headingId = `gateway-domain-${domain}`;
  const setting = useApiMutation((gateway: PaymentGateway) => setPaymentGateway(gateway, domain));

  async function submit(
    values: { gatewayId: string },
    helpers: FormikHelpers<{ gatewayId: string }>,
  ) {
    const chosen = gateways[Number.parseInt(values.gatewayId, 10)];
    if (!chosen) {
      helpers.setFieldError('gatewayId', MESSAGES.gatewayRequired);
      return;
    }
    const answer = await setting.run(chosen);
    if (!isSuccess(answer)) {
      toast.error(answer.message);
      // Refused (e.g. someone else switched the domain meanwhile): the list is fetched again
      // with freshly sealed ids and versions, so the choice is made again from it.
      helpers.resetForm({ values: { gatewayId: '' } });
      return;
    }
    // A success refetches the gateways by itself (the cache is invalidated).
    toast.success(answer.message);
    helpers.resetForm({ values: { gatewayId: '' } });
  }

  return (
    <section className="panel gateway-panel" aria-labelledby={headingId}>
      <p className="eyebrow">{LABELS[domain]}</p>
      <h2 id={headingId}>{domainName}</h2>
      <p className="gateway-active">
        Active gateway:{' '}
        {active ? (
          <strong data-testid={`active-gateway-${domain}`}>{active.gateway_name}</strong>
        ) : (
          <strong className="text-danger">none</strong>
        )}
      </p>
      <Formik initialValues={{ gatewayId: '' }} validationSchema={gatewaySchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={`Gateway for ${domainName}`}>
            <SelectField
              name="gatewayId"
              idPrefix={`domain-${domain}-`}
              label="Gateway"
              emptyOption="Select a gateway"
              options={gateways.map((gateway, place) => ({
                value: String(place),
                label:
                  gateway.is_active === '1'
                    ? `${gateway.gateway_name} (active)`
                    : gateway.gateway_name,
              }))}
            />
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Update Gateway'}
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
