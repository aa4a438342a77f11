import {
  asOptions,
  finalidadeCertidaoOptions,
  formaEntregaOptions,
  numeroViasOptions,
  relacionamentoVeiculoOptions,
  tipoCertidaoOptions,
} from '@despacha/domain/contracts/requests/enums';
import { requestFieldLabels } from '@despacha/domain/contracts/requests/labels';
import { useRequestForm } from '../hooks/use-request-form.ts';
import { requestStrings as s } from '../strings.ts';
import { FormSection } from './form-section.tsx';
import { RequestFieldGrid, type FieldOf, type FieldSpec } from './request-field-grid.tsx';
import { RequesterFormFrame } from './requester-form-frame.tsx';

type Fields = FieldSpec<FieldOf<'certidao-propriedade'>>[];

const c = s.certificate;
const labels = requestFieldLabels('certidao-propriedade');

const certificate: Fields = [
  { name: 'finalidadeCertidao', options: asOptions(finalidadeCertidaoOptions), span: 2 },
  { name: 'tipoCertidao', options: asOptions(tipoCertidaoOptions) },
  { name: 'numeroVias', options: asOptions(numeroViasOptions), placeholder: null },
];
const relationship: Fields = [
  { name: 'relacionamentoVeiculo', options: asOptions(relacionamentoVeiculoOptions) },
  { name: 'documentoComprobatorio', hint: c.documentoHint },
  { name: 'nomeProprietario', optional: true },
  { name: 'cpfCnpjProprietario', mask: 'cpfCnpj', optional: true },
];
const delivery: Fields = [
  { name: 'formaEntrega', options: asOptions(formaEntregaOptions), span: 2 },
  { name: 'enderecoEntrega', hint: c.enderecoEntregaHint, span: 2 },
];

/** Certidão de Propriedade (spec §2): requester, vehicle, certificate, relationship, delivery. */
export function OwnershipCertificateForm() {
  const request = useRequestForm('certidao-propriedade');
  return (
    <RequesterFormFrame request={request} submitLabel={c.submit}>
      <FormSection title={c.certificate}>
        <RequestFieldGrid fields={certificate} labels={labels} />
      </FormSection>
      <FormSection title={c.relationship}>
        <RequestFieldGrid fields={relationship} labels={labels} />
      </FormSection>
      <FormSection title={c.delivery}>
        <RequestFieldGrid fields={delivery} labels={labels} />
      </FormSection>
    </RequesterFormFrame>
  );
}
