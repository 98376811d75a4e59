import type { ScreenProps } from '@portal/shared/remotes/remoteModules';
import { PROCESSED_REPORT } from '../features/reports/lib/reportDefinitions';
import { ReportView } from '../features/reports/components/ReportView';
import '../styles/adminSettings.css';

/** Processed By: orders per staff member who processed them. */
export default function ProcessedOrderScreen({ title }: ScreenProps) {
  return <ReportView title={title} report={PROCESSED_REPORT} />;
}
