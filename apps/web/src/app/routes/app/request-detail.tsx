import { useParams } from 'react-router';
import { RequestDetailView } from '../../../features/requests/components/history/request-detail.tsx';

/** /solicitacoes/:id — one stored request, read-only. */
export default function RequestDetailPage() {
  const { id = '' } = useParams();
  return <RequestDetailView key={id} id={id} />;
}
