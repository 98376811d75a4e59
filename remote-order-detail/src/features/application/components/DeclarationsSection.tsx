import type { OrderDetails } from '@portal/shared/entities/order';
import { DECLARATIONS } from '@portal/shared/orders/declarations';
import { DetailList } from '../../../components/DetailList';
import { Section } from '../../../components/Section';

/** 9. Declarations: the nine yes/no items. */
export function DeclarationsSection({ order }: { order: OrderDetails }) {
  return (
    <Section title="Declarations">
      <DetailList rows={DECLARATIONS.map(({ field, text }) => [text, order[field]])} />
    </Section>
  );
}
