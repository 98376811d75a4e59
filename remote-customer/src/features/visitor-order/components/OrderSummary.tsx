import type { VisitorOrder } from '@portal/shared/entities/visitor';

/** Which order the page shows: its id and the applicant's name. */
export function OrderSummary({ order }: { order: VisitorOrder }) {
  return (
    <dl className="cx-summary">
      <div>
        <dt>Order ID</dt>
        <dd>{order.order_id}</dd>
      </div>
      <div>
        <dt>Applicant</dt>
        <dd>
          {order.given_names} {order.family_name}
        </dd>
      </div>
    </dl>
  );
}
