import type { OrderDetails } from '@portal/shared/entities/order';
import { DetailList, type DetailRow } from '../../../components/DetailList';
import { Section } from '../../../components/Section';

/** 7. Contact details: the postal address fields only when it differs from the residential one. */
export function ContactDetailsSection({ order }: { order: OrderDetails }) {
  const postal: DetailRow[] =
    order.is_postal_same === 'No'
      ? [
          ['Postal address', order.postal_address],
          ['Postal suburb or town', order.postal_suburb_town],
          ['Postal state or province', order.postal_state_province],
          ['Postal code (postal address)', order.postal_postal_code],
          ['Postal country', order.postal_country],
        ]
      : [];
  return (
    <Section title="Contact details">
      <DetailList
        rows={[
          ['Country of residence', order.country_of_residence],
          ['Residential country', order.residential_country],
          ['Address', order.address],
          ['Suburb or town', order.suburb_town],
          ['State or province', order.state_province],
          ['Postal code', order.postal_code],
          ['Postal address same as residential', order.is_postal_same],
          ...postal,
          ['Email', order.email],
          ['Mobile phone', `${order.mobile_phone_code ?? ''} ${order.mobile_phone}`.trim()],
        ]}
      />
    </Section>
  );
}
