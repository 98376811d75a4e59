import { Link } from 'react-router-dom';
import { TRACK_FORM_PATH } from '@portal/shared/remotes/customerScreens';
import type { ScreenProps } from '@portal/shared/remotes/remoteModules';
import { CustomerLayout } from '../features/layout/components/CustomerLayout';
import { SupportHelp } from '../features/layout/components/SupportHelp';

/** Any other address of the customer site: the brand's page, pointing to the track form. */
export default function NotFoundScreen({ title }: ScreenProps) {
  return (
    <CustomerLayout order={null}>
      <section className="cx-card cx-card-narrow" aria-labelledby="not-found-title">
        <h1 id="not-found-title">{title}</h1>
        <p className="cx-lead">
          This address does not lead to an order. To see your application’s status or download your
          eVisitor, enter your Order ID and e-mail address on the track form.
        </p>
        <div className="cx-actions">
          <Link className="btn btn-primary" to={TRACK_FORM_PATH}>
            Track your order
          </Link>
        </div>
        <SupportHelp question="Need help?" />
      </section>
    </CustomerLayout>
  );
}
