import { ClientsList } from '../../../features/clients/components/clients-list.tsx';

export default function AdminClientsPage() {
  return <ClientsList />;
}
