import { penalCodeDeclaration, signatureLabels } from '@despacha/domain/contracts/requests/document-texts';
import {
  asOptions,
  finalidadeCertidaoOptions,
  formaEntregaOptions,
  numeroViasOptions,
  relacionamentoVeiculoOptions,
  tipoCertidaoOptions,
} from '@despacha/domain/contracts/requests/enums';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useRequestForm } from '../hooks/use-request-form.ts';
import { requestStrings as s } from '../strings.ts';
import { DeclarationField } from './declaration-field.tsx';
import { FormSection } from './form-section.tsx';
import { RequestFormFrame } from './request-form-frame.tsx';
import { RequesterFields } from './requester-fields.tsx';
import { VehicleFields } from './vehicle-fields.tsx';

const c = s.certificate;
const purposes = asOptions(finalidadeCertidaoOptions);
const kinds = asOptions(tipoCertidaoOptions);
const copies = asOptions(numeroViasOptions);
const relationships = asOptions(relacionamentoVeiculoOptions);
const deliveries = asOptions(formaEntregaOptions);

/** Certidão de Propriedade (spec §2): requester, vehicle, certificate, relationship, delivery. */
export function OwnershipCertificateForm() {
  const request = useRequestForm('certidao-propriedade');
  const { register, formState } = request.form;
  const { errors } = formState;
  return (
    <RequestFormFrame
      request={request}
      submitLabel={c.submit}
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
      <FormSection title={c.certificate}>
        <SelectField label={c.finalidade} options={purposes} placeholder={s.selectPlaceholder} className="sm:col-span-2" error={errors.finalidadeCertidao?.message} {...register('finalidadeCertidao')} />
        <SelectField label={c.tipo} options={kinds} placeholder={s.selectPlaceholder} error={errors.tipoCertidao?.message} {...register('tipoCertidao')} />
        <SelectField label={c.numeroVias} options={copies} error={errors.numeroVias?.message} {...register('numeroVias')} />
      </FormSection>
      <FormSection title={c.relationship}>
        <SelectField label={c.relacionamento} options={relationships} placeholder={s.selectPlaceholder} error={errors.relacionamentoVeiculo?.message} {...register('relacionamentoVeiculo')} />
        <TextField label={c.documentoComprobatorio} hint={c.documentoHint} error={errors.documentoComprobatorio?.message} {...register('documentoComprobatorio')} />
        <TextField label={c.nomeProprietario} hint={s.optional} error={errors.nomeProprietario?.message} {...register('nomeProprietario')} />
        <MaskedTextField
          mask="cpfCnpj"
          label={c.cpfCnpjProprietario}
          hint={s.optional}
          placeholder={s.placeholders.cpfCnpj}
          error={errors.cpfCnpjProprietario?.message}
          {...register('cpfCnpjProprietario')}
        />
      </FormSection>
      <FormSection title={c.delivery}>
        <SelectField label={c.formaEntrega} options={deliveries} placeholder={s.selectPlaceholder} className="sm:col-span-2" error={errors.formaEntrega?.message} {...register('formaEntrega')} />
        <TextField label={c.enderecoEntrega} hint={c.enderecoEntregaHint} className="sm:col-span-2" error={errors.enderecoEntrega?.message} {...register('enderecoEntrega')} />
      </FormSection>
      <DeclarationField />
    </RequestFormFrame>
  );
}
