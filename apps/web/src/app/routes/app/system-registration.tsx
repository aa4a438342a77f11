import { PageHeader } from '../../../components/layout/page-header.tsx';
import { RegistryScreen } from '../../../features/registry/components/registry-screen.tsx';
import { paths } from '../../../lib/paths.ts';

export default function SystemRegistrationPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={paths.systemRegistration.title} />
      <RegistryScreen />
    </div>
  );
}
