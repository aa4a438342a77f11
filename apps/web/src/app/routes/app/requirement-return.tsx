import { commonMessages } from '@despacha/domain/messages';
import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function RequirementReturnPage() {
  return <PagePlaceholder title={paths.requirementReturn.title} message={commonMessages.underDevelopment} />;
}
