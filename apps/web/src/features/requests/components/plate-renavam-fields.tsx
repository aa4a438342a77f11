import { requestFieldLabels } from '@despacha/domain/contracts/requests/labels';
import { RequestFieldGrid, type FieldOf, type FieldSpec } from './request-field-grid.tsx';

const labels = requestFieldLabels('vistoria-transito');
const fields: FieldSpec<FieldOf<'vistoria-transito'>>[] = [
  { name: 'placa', mask: 'plate' },
  { name: 'renavam', mask: 'renavam' },
];

/** Placa and RENAVAM of Vistoria em Trânsito and Comunicação de Venda. */
export function PlateRenavamFields() {
  return <RequestFieldGrid fields={fields} labels={labels} />;
}
