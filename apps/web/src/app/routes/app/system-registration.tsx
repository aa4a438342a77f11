import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function SystemRegistrationPage() {
  return <PagePlaceholder title={paths.systemRegistration.title} />;
}
