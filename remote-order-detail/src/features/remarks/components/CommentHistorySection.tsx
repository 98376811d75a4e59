import { useState } from 'react';
import type { OrderDetails, RemarkItem } from '@portal/shared/entities/order';
import { HistoryTable } from '../../../components/HistoryTable';
import { Section } from '../../../components/Section';
import { displayDate, flagText } from '../../../lib/displayValues';

const FLAG_COLUMNS: ReadonlyArray<{ label: string; value: (remark: RemarkItem) => string }> = [
  { label: 'Whatsapp', value: (remark) => remark.whatsapp },
  { label: 'Telephone', value: (remark) => remark.telephone },
  { label: 'Refund', value: (remark) => remark.status_refund },
  { label: 'Voided', value: (remark) => remark.voided },
  { label: 'Chargeback', value: (remark) => remark.chargeback },
  { label: 'ReportError', value: (remark) => remark.report_error },
];

function RemarkRow({ remark, index }: { remark: RemarkItem; index: number }) {
  const [open, setOpen] = useState(false);
  const detailId = `remark-detail-${remark.id}`;
  return (
    <>
      <tr>
        <td>{index + 1}</td>
        <td>{remark.order_id}</td>
        <td>
          {displayDate(remark.us_date)} {remark.us_time}
        </td>
        <td>{remark.remark_name}</td>
        <td>
          <button
            type="button"
            className="btn od-small-button"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Hide' : 'Show'}
          </button>
        </td>
      </tr>
      {open && (
        <tr id={detailId} className="od-remark-detail">
          <td colSpan={5}>
            <p className="od-remark-text">{remark.remark}</p>
            <dl className="od-flag-list">
              {FLAG_COLUMNS.map(({ label, value }) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{flagText(value(remark))}</dd>
                </div>
              ))}
            </dl>
          </td>
        </tr>
      )}
    </>
  );
}

/** 12. Comment History: newest first, each remark revealed with Show. */
export function CommentHistorySection({ order }: { order: OrderDetails }) {
  return (
    <Section title="Comment History">
      <HistoryTable
        label="Comment History"
        headers={['#', 'Order ID', 'Date & Time', 'Team', 'Action']}
        empty={order.remark.length === 0}
      >
        {order.remark.map((remark, index) => (
          <RemarkRow key={remark.id} remark={remark} index={index} />
        ))}
      </HistoryTable>
    </Section>
  );
}
