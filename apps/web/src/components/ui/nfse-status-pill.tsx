import { nfseStatusLabels, type NfseStatus } from '@despacha/domain/nfse/issue-messages';
import { StatusPill, type PillTone } from './status-pill.tsx';

// One look for an NFS-e's situação wherever it is listed (the service's section, Notas fiscais).
const tones: Record<NfseStatus, PillTone> = {
  pendente: 'warning',
  autorizada: 'success',
  rejeitada: 'danger',
  cancelada: 'neutral',
  substituida: 'neutral',
};

export function NfseStatusPill({ status }: { status: NfseStatus }) {
  return <StatusPill label={nfseStatusLabels[status]} tone={tones[status]} />;
}
