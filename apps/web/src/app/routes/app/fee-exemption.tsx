import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function FeeExemptionPage() {
  return <PagePlaceholder title={paths.feeExemption.title} />;
}
