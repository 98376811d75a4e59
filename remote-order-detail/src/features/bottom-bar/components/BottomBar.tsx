import { useState } from 'react';
import type { OrderDetails } from '@portal/shared/entities/order';
import { offersDefencePack, type DefencePackType } from '@portal/shared/orders/statusMoves';
import { fetchDefencePack } from '../api/defencePackPdf';
import { openFileInNewTab } from '../../../lib/openFileInNewTab';
import { BusyButton } from '../../../components/BusyButton';
import { EmailContentModal } from './EmailContentModal';
import { TransactionDetailsModal } from './TransactionDetailsModal';

interface Props {
  order: OrderDetails;
  onChanged(): void;
}

/**
 * The bottom button bar: View Email Content always; for Completed, Customer Called and
 * ChargeBack orders also the defence packs and Enter Transaction Details.
 */
export function BottomBar({ order, onChanged }: Props) {
  const [dialog, setDialog] = useState<'email' | 'transaction' | null>(null);
  const [loadingPack, setLoadingPack] = useState<DefencePackType | null>(null);

  async function openPack(type: DefencePackType) {
    setLoadingPack(type);
    const failure = await openFileInNewTab(() => fetchDefencePack(order.order_id, type));
    setLoadingPack(null);
    // docs/product.md#messages: a failed PDF fetch stops the loading indicator and is only logged.
    if (failure)
      console.error(`Defence Pack ${type} of order ${order.order_id}: ${failure.message}`);
  }

  return (
    <div className="od-bottom-bar" role="toolbar" aria-label="Order actions">
      <button type="button" className="btn" onClick={() => setDialog('email')}>
        View Email Content
      </button>
      {offersDefencePack(order.process_status) && (
        <>
          {([1, 2] as const).map((type) => (
            <BusyButton
              key={type}
              busy={loadingPack === type}
              disabled={loadingPack !== null}
              onClick={() => void openPack(type)}
            >
              Defence Pack {type}
            </BusyButton>
          ))}
          <button type="button" className="btn" onClick={() => setDialog('transaction')}>
            Enter Transaction Details
          </button>
        </>
      )}
      {dialog === 'email' && <EmailContentModal order={order} onClose={() => setDialog(null)} />}
      {dialog === 'transaction' && (
        <TransactionDetailsModal
          order={order}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            onChanged();
          }}
          onRefused={onChanged}
        />
      )}
    </div>
  );
}
