import { requestFieldLabels } from '@despacha/domain/contracts/requests/labels';
import { requestStrings as s } from '../strings.ts';
import { RequestFieldGrid, type FieldOf, type FieldSpec } from './request-field-grid.tsx';

const labels = requestFieldLabels('informacao-venda');

type Name = FieldOf<'informacao-venda'>;

const fields: FieldSpec<Name>[] = [
  { name: 'nomeRequerente', span: 2, attrs: { autoComplete: 'name' } },
  { name: 'cpfCnpjRequerente', mask: 'cpfCnpj' },
  { name: 'rgRequerente', optional: true },
  { name: 'enderecoRequerente', span: 2, hint: s.requester.enderecoHint, attrs: { autoComplete: 'street-address' } },
  { name: 'cepRequerente', mask: 'cep', attrs: { autoComplete: 'postal-code' } },
  { name: 'telefoneRequerente', mask: 'phone', optional: true, attrs: { autoComplete: 'tel' } },
];
const withEmail: FieldSpec<Name>[] = [...fields, { name: 'emailRequerente', span: 2, optional: true, attrs: { type: 'email', autoComplete: 'email' } }];

/** The requester of Casos Especiais, Informação de Venda and Certidão (the last two add an e-mail). */
export function RequesterFields({ withEmail: email = false }: { withEmail?: boolean }) {
  return <RequestFieldGrid fields={email ? withEmail : fields} labels={labels} />;
}
