import type { OrderDetails } from '@portal/shared/entities/order';
import { DetailList } from '../../../components/DetailList';
import { Section } from '../../../components/Section';

/** 4. Application Context: why the applicant travels. */
export function ApplicationContextSection({ order }: { order: OrderDetails }) {
  return (
    <Section title="Application Context">
      <DetailList
        rows={[
          ['Purpose of stay', order.purpose_stay],
          ['Purpose details', order.purpose_details],
        ]}
      />
    </Section>
  );
}
