import { requestFieldLabels } from '@despacha/domain/contracts/requests/labels';
import { addressFields, RequestFieldGrid, type FieldOf, type FieldSpec } from './request-field-grid.tsx';

// Isenção de Taxa names the first field `nome`; the other owner forms `nomeRazaoSocial`.
const labels = { ...requestFieldLabels('isencao-taxa'), ...requestFieldLabels('vistoria-transito') };

const ownerFields = (nameField: 'nomeRazaoSocial' | 'nome'): FieldSpec<FieldOf<'vistoria-transito'> | FieldOf<'isencao-taxa'>>[] => [
  { name: nameField, span: 2, attrs: { autoComplete: 'name' } },
  { name: 'nomeSocial', span: 2, optional: true },
  { name: 'documentoIdentidade' },
  { name: 'orgaoExpedidor' },
  { name: 'cpfCnpj', mask: 'cpfCnpj' },
  { name: 'cnh', mask: 'cnh', optional: true },
  ...addressFields((field) => field, true),
  { name: 'celular', mask: 'phone', optional: true, placeholder: null },
  { name: 'email', span: 2, optional: true, attrs: { type: 'email', autoComplete: 'email' } },
];
const byNameField = { nomeRazaoSocial: ownerFields('nomeRazaoSocial'), nome: ownerFields('nome') };

/** The owner block (spec §3) inside a form that provides react-hook-form's FormProvider. */
export function OwnerFields({ nameField = 'nomeRazaoSocial' }: { nameField?: 'nomeRazaoSocial' | 'nome' }) {
  return <RequestFieldGrid fields={byNameField[nameField]} labels={labels} />;
}
