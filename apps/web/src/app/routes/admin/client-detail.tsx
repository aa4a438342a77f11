import { useMatch } from 'react-router';
import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { paths } from '../../../lib/paths.ts';

/** Detail and edit share this screen (spec §2). */
export default function AdminClientDetailPage() {
  const editing = useMatch(paths.adminClientEdit.path) !== null;
  return <PagePlaceholder title={editing ? paths.adminClientEdit.title : paths.adminClient.title} />;
}
