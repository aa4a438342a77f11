import { requestFieldLabels } from '@despacha/domain/contracts/requests/labels';
import { RequestFieldGrid, type FieldOf, type FieldSpec } from './request-field-grid.tsx';

const labels = requestFieldLabels('vistoria-transito');
const fields: FieldSpec<FieldOf<'vistoria-transito'>>[] = [
  { name: 'placa', mask: 'plate' },
  { name: 'renavam', mask: 'renavam' },
  { name: 'chassi', mask: 'chassis', span: 2 },
];

/** Placa, RENAVAM and chassis of Vistoria em Trânsito, Isenção de Taxa and Comunicação de Venda: which vehicle, which CRV. */
export function PlateRenavamFields() {
  return <RequestFieldGrid fields={fields} labels={labels} />;
}
