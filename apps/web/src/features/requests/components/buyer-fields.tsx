import { requestFieldLabels } from '@despacha/domain/contracts/requests/labels';
import { addressFields, RequestFieldGrid, type FieldOf, type FieldSpec } from './request-field-grid.tsx';

const labels = requestFieldLabels('comunicacao-venda');
const buyer = <F extends string>(field: F) => `comprador${field[0]?.toUpperCase()}${field.slice(1)}` as `comprador${Capitalize<F>}`;

const fields: FieldSpec<FieldOf<'comunicacao-venda'>>[] = [
  { name: 'compradorNomeRazao', span: 2 },
  { name: 'compradorNomeSocial', span: 2, optional: true },
  { name: 'compradorDocumento' },
  { name: 'compradorCpfCnpj', mask: 'cpfCnpj' },
  { name: 'compradorNacionalidade', optional: true },
  { name: 'compradorNaturalidade', optional: true },
  ...addressFields(buyer),
  { name: 'compradorCelular', mask: 'phone', optional: true, placeholder: null },
  { name: 'compradorEmail', span: 2, optional: true, attrs: { type: 'email' } },
];

/** The buyer block of Comunicação de Venda (spec §3). */
export function BuyerFields() {
  return <RequestFieldGrid fields={fields} labels={labels} />;
}
