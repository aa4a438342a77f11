import { commonMessages } from '@despacha/domain/messages';
import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function GuideGeneralPage() {
  return <PagePlaceholder title={paths.guideGeneral.title} message={commonMessages.underDevelopment} />;
}
