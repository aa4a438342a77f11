import { penalCodeDeclaration, signatureLabels } from '@despacha/domain/contracts/requests/document-texts';
import { asOptions, documentosAnexosOptions, motivoSolicitacaoOptions } from '@despacha/domain/contracts/requests/enums';
import { TextField } from '../../../components/ui/form-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useRequestForm } from '../hooks/use-request-form.ts';
import { requestStrings as s } from '../strings.ts';
import { CheckboxGroupField } from './checkbox-group-field.tsx';
import { DeclarationField } from './declaration-field.tsx';
import { FormSection } from './form-section.tsx';
import { RequestFormFrame } from './request-form-frame.tsx';
import { RequesterFields } from './requester-fields.tsx';
import { VehicleFields } from './vehicle-fields.tsx';

const c = s.special;
const reasons = asOptions(motivoSolicitacaoOptions);
const attachments = asOptions(documentosAnexosOptions);

/** Casos Especiais de Comunicação de Venda (spec §2). */
export function SaleCommunicationSpecialForm() {
  const request = useRequestForm('casos-especiais-comunicacao-venda');
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
        <RequesterFields />
      </FormSection>
      <FormSection title={s.vehicleSection}>
        <VehicleFields described withColorAndFuel />
      </FormSection>
      <FormSection title={c.previousOwner}>
        <TextField label={c.nomeProprietarioAnterior} className="sm:col-span-2" error={errors.nomeProprietarioAnterior?.message} {...register('nomeProprietarioAnterior')} />
        <MaskedTextField
          mask="cpfCnpj"
          label={c.cpfCnpjProprietarioAnterior}
          placeholder={s.placeholders.cpfCnpj}
          className="sm:col-span-2"
          error={errors.cpfCnpjProprietarioAnterior?.message}
          {...register('cpfCnpjProprietarioAnterior')}
        />
      </FormSection>
      <FormSection title={c.newOwner}>
        <TextField label={c.nomeNovoProprietario} className="sm:col-span-2" error={errors.nomeNovoProprietario?.message} {...register('nomeNovoProprietario')} />
        <MaskedTextField
          mask="cpfCnpj"
          label={c.cpfCnpjNovoProprietario}
          placeholder={s.placeholders.cpfCnpj}
          className="sm:col-span-2"
          error={errors.cpfCnpjNovoProprietario?.message}
          {...register('cpfCnpjNovoProprietario')}
        />
        <TextField label={c.enderecoNovoProprietario} className="sm:col-span-2 lg:col-span-4" error={errors.enderecoNovoProprietario?.message} {...register('enderecoNovoProprietario')} />
      </FormSection>
      <FormSection title={c.sale}>
        <SelectField
          label={c.motivoSolicitacao}
          options={reasons}
          placeholder={s.selectPlaceholder}
          className="sm:col-span-2"
          error={errors.motivoSolicitacao?.message}
          {...register('motivoSolicitacao')}
        />
        <MaskedTextField mask="date" label={c.dataVenda} placeholder={s.placeholders.date} error={errors.dataVenda?.message} {...register('dataVenda')} />
        <MaskedTextField mask="money" label={c.valorVenda} hint={s.optional} placeholder={c.valorPlaceholder} error={errors.valorVenda?.message} {...register('valorVenda')} />
      </FormSection>
      <FormSection title={c.documents}>
        <CheckboxGroupField name="documentosAnexos" legend={c.documents} hint={c.documentsHint} options={attachments} className="sm:col-span-2 lg:col-span-4" />
      </FormSection>
      <DeclarationField />
    </RequestFormFrame>
  );
}
