import { useWatch } from 'react-hook-form';
import { asOptions, finalidadeInformacaoOptions, periodoConsultaOptions, tipoInformacaoOptions } from '@despacha/domain/contracts/requests/enums';
import { requestFieldLabels } from '@despacha/domain/contracts/requests/labels';
import { useRequestForm } from '../hooks/use-request-form.ts';
import { requestStrings as s } from '../strings.ts';
import { FormSection } from './form-section.tsx';
import { RequestFieldGrid, type FieldOf, type FieldSpec } from './request-field-grid.tsx';
import { RequesterFormFrame } from './requester-form-frame.tsx';

type Fields = FieldSpec<FieldOf<'informacao-venda'>>[];

const i = s.information;
const labels = requestFieldLabels('informacao-venda');

// The dates are asked for a custom period; optional otherwise (§3).
const requestFields = (customPeriod: boolean): Fields => [
  { name: 'finalidadeInformacao', options: asOptions(finalidadeInformacaoOptions), span: 2 },
  { name: 'tipoInformacao', options: asOptions(tipoInformacaoOptions), span: 2 },
  { name: 'periodoConsulta', options: asOptions(periodoConsultaOptions), optional: true, span: 2 },
  { name: 'dataInicial', mask: 'date', optional: !customPeriod },
  { name: 'dataFinal', mask: 'date', optional: !customPeriod },
];
const fixedPeriod = requestFields(false);
const customPeriod = requestFields(true);

/** Informação de Venda (spec §2): requester, vehicle, purpose, kind of information, period. */
export function SaleInformationForm() {
  const request = useRequestForm('informacao-venda');
  const custom = useWatch({ control: request.form.control, name: 'periodoConsulta' }) === 'personalizado';
  return (
    <RequesterFormFrame request={request} submitLabel={i.submit}>
      <FormSection title={i.request}>
        <RequestFieldGrid fields={custom ? customPeriod : fixedPeriod} labels={labels} />
      </FormSection>
    </RequesterFormFrame>
  );
}
