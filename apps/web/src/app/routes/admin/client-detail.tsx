import { useMatch, useParams } from 'react-router';
import { ClientDetail } from '../../../features/clients/components/client-detail.tsx';
import { paths } from '../../../lib/paths.ts';

/** Detail and edit share this screen (spec §2). */
export default function AdminClientDetailPage() {
  const { id = '' } = useParams();
  const editing = useMatch(paths.adminClientEdit.path) !== null;
  return <ClientDetail id={id} editing={editing} />;
}
