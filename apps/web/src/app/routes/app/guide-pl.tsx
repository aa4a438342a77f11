import { commonMessages } from '@despacha/domain/messages';
import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

export default function GuidePlPage() {
  return <PagePlaceholder title={paths.guidePl.title} message={commonMessages.underDevelopment} />;
}
