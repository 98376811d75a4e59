import type { ScreenProps } from '@portal/shared/remotes/remoteModules';
import { COUNTRY_REPORT } from '../features/reports/reportDefinitions';
import { ReportView } from '../features/reports/ReportView';
import '../styles/adminSettings.css';

/** Country Order Details: orders per nationality, Standard and Priority. */
export default function CountryOrderListScreen({ title }: ScreenProps) {
  return <ReportView title={title} report={COUNTRY_REPORT} />;
}
