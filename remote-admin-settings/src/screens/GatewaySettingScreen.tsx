import type { PaymentGateway } from '@portal/shared/entities/settings';
import type { ScreenProps } from '@portal/shared/remotes/remoteModules';
import { ScreenTitleBar } from '@portal/web/ui/ScreenTitleBar';
import { ErrorMessage, LoadingMessage } from '../components/StatusMessage';
import { GatewayForm } from '../features/gateways/components/GatewayForm';
import { useApiQuery } from '@portal/web/query/useApiQuery';
import '../styles/adminSettings.css';
import { paymentGatewaysQuery } from '../features/gateways/api/paymentGateways';

function ofDomain(gateways: readonly PaymentGateway[], domain: 0 | 1): PaymentGateway[] {
  return gateways.filter((gateway) => gateway.is_secondary_domain === domain);
}

/** Change Gateway: the heading names the primary domain; one form per domain. */
export default function GatewaySettingScreen({ title }: ScreenProps) {
  const gateways = useApiQuery(paymentGatewaysQuery());
  const list = gateways.data ?? [];
  const primary = ofDomain(list, 0);
  const secondary = ofDomain(list, 1);
  const primaryDomain = primary[0]?.domain_name;

  return (
    <div className="settings-screen">
      <ScreenTitleBar title={title} />
      {gateways.state === 'error' && (
        <ErrorMessage message={gateways.error} onRetry={gateways.reload} />
      )}
      {gateways.data === null ? (
        gateways.state === 'loading' && <LoadingMessage label="Loading payment gateways…" />
      ) : (
        <>
          <h2 className="gateway-heading">
            Payment gateways for {primaryDomain ?? 'the primary domain'}
          </h2>
          <p className="muted">
            Each site takes payments through exactly one gateway. Choosing another one switches the
            current one off.
          </p>
          <div className="gateway-grid">
            {(
              [
                [0, primary],
                [1, secondary],
              ] as const
            ).map(([domain, rows]) =>
              rows.length > 0 ? (
                <GatewayForm
                  key={domain}
                  domain={domain}
                  domainName={rows[0]?.domain_name ?? ''}
                  gateways={rows}
                />
              ) : (
                <section key={domain} className="panel">
                  <p className="muted">No gateways are set up for this domain.</p>
                </section>
              ),
            )}
          </div>
        </>
      )}
    </div>
  );
}
