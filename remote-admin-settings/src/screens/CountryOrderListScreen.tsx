import type { ScreenProps } from '@portal/shared/remotes/remoteModules';
import { COUNTRY_REPORT } from '../features/reports/lib/reportDefinitions';
import { ReportView } from '../features/reports/components/ReportView';
import '../styles/adminSettings.css';

/** Country Order Details: orders per nationality, Standard and Priority. */
export default function CountryOrderListScreen({ title }: ScreenProps) {
  return <ReportView title={title} report={COUNTRY_REPORT} />;
}
