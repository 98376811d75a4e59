import type { ScreenProps } from '@portal/shared/remotes/remoteModules';
import { ScreenTitleBar } from '@portal/shared/ui/ScreenTitleBar';

export default function TrackOrderScreen({ title }: ScreenProps) {
  return <ScreenTitleBar title={title} />;
}
