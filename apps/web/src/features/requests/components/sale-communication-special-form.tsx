import { asOptions, documentosAnexosOptions, motivoSolicitacaoOptions } from '@despacha/domain/contracts/requests/enums';
import { requestFieldLabels } from '@despacha/domain/contracts/requests/labels';
import { useRequestForm } from '../hooks/use-request-form.ts';
import { requestStrings as s } from '../strings.ts';
import { CheckboxGroupField } from './checkbox-group-field.tsx';
import { FormSection } from './form-section.tsx';
import { RequestFieldGrid, type FieldOf, type FieldSpec } from './request-field-grid.tsx';
import { RequesterFormFrame } from './requester-form-frame.tsx';

type Fields = FieldSpec<FieldOf<'casos-especiais-comunicacao-venda'>>[];

const c = s.special;
const attachments = asOptions(documentosAnexosOptions);
// The screen names whose owner each field is about; the printed sections already say it.
const labels = {
  ...requestFieldLabels('casos-especiais-comunicacao-venda'),
  nomeProprietarioAnterior: c.nomeProprietarioAnterior,
  cpfCnpjProprietarioAnterior: c.cpfCnpjProprietarioAnterior,
  nomeNovoProprietario: c.nomeNovoProprietario,
  cpfCnpjNovoProprietario: c.cpfCnpjNovoProprietario,
  enderecoNovoProprietario: c.enderecoNovoProprietario,
};

const previousOwner: Fields = [
  { name: 'nomeProprietarioAnterior', span: 2 },
  { name: 'cpfCnpjProprietarioAnterior', mask: 'cpfCnpj', span: 2 },
];
const newOwner: Fields = [
  { name: 'nomeNovoProprietario', span: 2 },
  { name: 'cpfCnpjNovoProprietario', mask: 'cpfCnpj', span: 2 },
  { name: 'enderecoNovoProprietario', span: 4 },
];
const sale: Fields = [
  { name: 'motivoSolicitacao', options: asOptions(motivoSolicitacaoOptions), span: 2 },
  { name: 'dataVenda', mask: 'date' },
  { name: 'valorVenda', mask: 'money', optional: true },
];

/** Casos Especiais de Comunicação de Venda (spec §2). */
export function SaleCommunicationSpecialForm() {
  const request = useRequestForm('casos-especiais-comunicacao-venda');
  return (
    <RequesterFormFrame request={request} submitLabel={c.submit}>
      <FormSection title={c.previousOwner}>
        <RequestFieldGrid fields={previousOwner} labels={labels} />
      </FormSection>
      <FormSection title={c.newOwner}>
        <RequestFieldGrid fields={newOwner} labels={labels} />
      </FormSection>
      <FormSection title={c.sale}>
        <RequestFieldGrid fields={sale} labels={labels} />
      </FormSection>
      <FormSection title={c.documents}>
        <CheckboxGroupField name="documentosAnexos" legend={c.documents} hint={c.documentsHint} options={attachments} className="sm:col-span-2 lg:col-span-4" />
      </FormSection>
    </RequesterFormFrame>
  );
}
