import { useWatch } from 'react-hook-form';
import { penalCodeDeclaration, signatureLabels } from '@despacha/domain/contracts/requests/document-texts';
import { asOptions, finalidadeInformacaoOptions, periodoConsultaOptions, tipoInformacaoOptions } from '@despacha/domain/contracts/requests/enums';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useRequestForm } from '../hooks/use-request-form.ts';
import { requestStrings as s } from '../strings.ts';
import { DeclarationField } from './declaration-field.tsx';
import { FormSection } from './form-section.tsx';
import { RequestFormFrame } from './request-form-frame.tsx';
import { RequesterFields } from './requester-fields.tsx';
import { VehicleFields } from './vehicle-fields.tsx';

const i = s.information;
const purposes = asOptions(finalidadeInformacaoOptions);
const kinds = asOptions(tipoInformacaoOptions);
const periods = asOptions(periodoConsultaOptions);

/** Informação de Venda (spec §2): requester, vehicle, purpose, kind of information, period. */
export function SaleInformationForm() {
  const request = useRequestForm('informacao-venda');
  const { register, control, formState } = request.form;
  const { errors } = formState;
  // The dates are asked for a custom period; optional otherwise (§3).
  const custom = useWatch({ control, name: 'periodoConsulta' }) === 'personalizado';
  const dateHint = custom ? undefined : s.optional;
  return (
    <RequestFormFrame
      request={request}
      submitLabel={i.submit}
      printButton
      printDeclaration={penalCodeDeclaration}
      signatures={[signatureLabels.requester]}
    >
      <FormSection title={s.sections.requester}>
        <RequesterFields withEmail />
      </FormSection>
      <FormSection title={s.vehicleSection}>
        <VehicleFields />
      </FormSection>
      <FormSection title={i.request}>
        <SelectField label={i.finalidade} options={purposes} placeholder={s.selectPlaceholder} className="sm:col-span-2" error={errors.finalidadeInformacao?.message} {...register('finalidadeInformacao')} />
        <SelectField label={i.tipo} options={kinds} placeholder={s.selectPlaceholder} className="sm:col-span-2" error={errors.tipoInformacao?.message} {...register('tipoInformacao')} />
        <SelectField label={i.periodo} options={periods} placeholder={s.selectPlaceholder} hint={s.optional} className="sm:col-span-2" error={errors.periodoConsulta?.message} {...register('periodoConsulta')} />
        <MaskedTextField mask="date" label={i.dataInicial} hint={dateHint} placeholder={s.placeholders.date} error={errors.dataInicial?.message} {...register('dataInicial')} />
        <MaskedTextField mask="date" label={i.dataFinal} hint={dateHint} placeholder={s.placeholders.date} error={errors.dataFinal?.message} {...register('dataFinal')} />
      </FormSection>
      <DeclarationField />
    </RequestFormFrame>
  );
}
