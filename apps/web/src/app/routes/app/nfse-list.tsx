import { NfseListScreen } from '../../../features/nfse/components/nfse-list-screen.tsx';
import { paths } from '../../../lib/paths.ts';

/** Notas fiscais (decision 075): every member of the agency. */
export default function NfseListPage() {
  return <NfseListScreen title={paths.nfseList.title} />;
}
