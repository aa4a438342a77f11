import { LicensingScreen } from '../../../features/licensing/components/licensing-screen.tsx';
import { paths } from '../../../lib/paths.ts';

export default function LicensingPage() {
  return <LicensingScreen title={paths.licensing.title} />;
}
