import type { OrderDetails } from '@portal/shared/entities/order';
import { DetailList } from '../../../components/DetailList';
import { Section } from '../../../components/Section';

/**
 * 3. Order Details: the order id, its Application Email Address (order id at a fixed domain)
 * and the saved transaction details (Enter Transaction Details), a dash until entered.
 */
export function OrderDetailsSection({ order }: { order: OrderDetails }) {
  return (
    <Section title="Order Details">
      <DetailList
        rows={[
          ['Order ID', order.order_id],
          ['Application Email Address', order.application_email],
          ['Transaction Id', order.transaction_id],
          ['Merchant Name', order.merchant_name],
        ]}
      />
    </Section>
  );
}
