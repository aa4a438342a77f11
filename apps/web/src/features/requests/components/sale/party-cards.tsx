import { FormSection } from '../form-section.tsx';
import { addressFields, RequestFieldGrid, type FieldSpec } from '../request-field-grid.tsx';
import { saleLabels } from './labels.ts';
import type { SaleFieldName } from './sale-form-values.ts';
import { saleStrings as s } from './strings.ts';

type Party = 'Vendedor' | 'Comprador';

const names = (party: Party): FieldSpec<SaleFieldName>[] => [
  { name: `nomeRazaoSocial${party}`, span: 2, attrs: { autoComplete: 'off' } },
  { name: `nomeSocial${party}`, span: 2, optional: true },
  { name: `documento${party}` },
];

// The sale forms send their copy to both parties by e-mail: required, unlike the other forms.
const contact = (party: Party): FieldSpec<SaleFieldName>[] => [
  { name: `celular${party}`, mask: 'phone' },
  {
    name: `email${party}`,
    label: s.emailRequired,
    span: 2,
    placeholder: s.placeholders.email,
    attrs: { type: 'email', autoComplete: 'off', 'aria-required': true },
  },
];

const sellerFields: FieldSpec<SaleFieldName>[] = [
  ...names('Vendedor'),
  { name: 'orgaoExpedidor' },
  { name: 'cpfCnpjVendedor', mask: 'cpfCnpj' },
  { name: 'cnhVendedor', mask: 'cnh', optional: true },
  { name: 'telefoneVendedor', mask: 'phone' },
  ...contact('Vendedor'),
];

const buyerFields: FieldSpec<SaleFieldName>[] = [
  ...names('Comprador'),
  { name: 'cpfCnpjComprador', mask: 'cpfCnpj' },
  ...addressFields((field) => `${field}Comprador`),
  ...contact('Comprador'),
];

/** The seller: the current owner who sells (spec §3, sale intention and its cancellation). */
export function SellerCard({ title }: { title: string }) {
  return (
    <FormSection title={title}>
      <RequestFieldGrid fields={sellerFields} labels={saleLabels} />
    </FormSection>
  );
}

/** The buyer: the future owner (spec §3, sale intention and its cancellation). */
export function BuyerCard({ title }: { title: string }) {
  return (
    <FormSection title={title}>
      <RequestFieldGrid fields={buyerFields} labels={saleLabels} />
    </FormSection>
  );
}
