import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { COPIA_CRV, asOptions, documentosAnexosFor, motivoSolicitacaoOptions } from '@despacha/domain/contracts/requests/enums';
import { requestFieldLabels } from '@despacha/domain/contracts/requests/labels';
import { useRequestForm } from '../hooks/use-request-form.ts';
import { requestStrings as s } from '../strings.ts';
import { CheckboxGroupField } from './checkbox-group-field.tsx';
import { FormSection } from './form-section.tsx';
import { RequestFieldGrid, type FieldOf, type FieldSpec } from './request-field-grid.tsx';
import { RequesterFormFrame } from './requester-form-frame.tsx';

type Fields = FieldSpec<FieldOf<'casos-especiais-comunicacao-venda'>>[];

const c = s.special;
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
  const { control, getValues, setValue } = request.form;
  const motivo = useWatch({ control, name: 'motivoSolicitacao' });
  // When the CRV itself is lost, its copy is neither offered nor kept ticked.
  const attachments = asOptions(documentosAnexosFor(motivo));
  const crvLost = !attachments.some((a) => a.value === COPIA_CRV);
  useEffect(() => {
    const ticked = getValues('documentosAnexos') ?? [];
    if (crvLost && ticked.includes(COPIA_CRV))
      setValue(
        'documentosAnexos',
        ticked.filter((d) => d !== COPIA_CRV),
        { shouldDirty: true },
      );
  }, [crvLost, getValues, setValue]);
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
