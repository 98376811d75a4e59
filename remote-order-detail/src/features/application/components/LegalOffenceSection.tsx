import type { OrderDetails, YesNo } from '@portal/shared/entities/order';
import { DetailList, type DetailRow } from '../../../components/DetailList';
import { Section } from '../../../components/Section';
import { displayDate } from '../../../lib/displayValues';

/** A yes/no question, with its detail rows only when the answer is Yes. */
function question(label: string, answer: YesNo, details: DetailRow[]): DetailRow[] {
  return [[label, answer], ...(answer === 'Yes' ? details : [])];
}

/** 8. Legal & Offence Information. */
export function LegalOffenceSection({ order }: { order: OrderDetails }) {
  return (
    <Section title="Legal & Offence Information">
      <DetailList
        rows={[
          ...question('Charged with an offence', order.charged_with_offence, [
            ['Name on the charge', order.charged_name],
            ['Type of offence', order.charged_type],
            ['Date of the charge', displayDate(order.charged_date)],
            ['Description', order.charged_description],
          ]),
          ...question('Convicted of an offence', order.convicted_of_offence, [
            ['Name on the conviction', order.convicted_name],
            ['Type of offence', order.convicted_type],
            ['Date of the conviction', displayDate(order.convicted_date)],
            ['Conviction details', order.convicted_description],
          ]),
          ...question('Subject of a domestic violence order', order.domestic_violence_order, [
            ['Name on the order', order.dv_name],
            ['Date of the order', displayDate(order.dv_date)],
            ['Order details', order.dv_details],
          ]),
        ]}
      />
    </Section>
  );
}
