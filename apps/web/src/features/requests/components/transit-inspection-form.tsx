import { useId } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  transitInspectionDefaults,
  transitInspectionRequest,
  type TransitInspectionData,
  type TransitInspectionRequest,
} from '@despacha/domain/contracts/requests/transit-inspection';
import { TextField } from '../../../components/ui/form-field.tsx';
import { requestStrings as s } from '../strings.ts';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { MaskedTextField } from '../../../components/ui/masked-input.tsx';
import { DeclarationNote } from './declaration-note.tsx';
import { FormActions } from './form-actions.tsx';
import { FormSection } from './form-section.tsx';
import { OwnerFields } from './owner-fields.tsx';

const t = s.transitInspection;

type TransitInspectionFormProps = { onSubmit: (data: TransitInspectionData) => void | Promise<void> };

/** Vistoria em Trânsito (spec §2): owner, vehicle, the service asked for, the art. 299 note. */
export function TransitInspectionForm({ onSubmit }: TransitInspectionFormProps) {
  const form = useForm<TransitInspectionRequest, unknown, TransitInspectionData>({
    resolver: zodResolver(transitInspectionRequest),
    defaultValues: transitInspectionDefaults(),
  });
  const { register, handleSubmit, reset, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const mobile = useWatch({ control, name: 'vistoriaMovel' });
  const servicesMessageId = useId();
  // The contract puts "no service chosen" on the first checkbox; it describes the whole group.
  const servicesError = errors.vistoriaOutrosEstados?.message;
  const servicesInvalid = servicesError ? true : undefined;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit((data) => onSubmit(data))} className="flex flex-col gap-6">
        <FormSection title={s.ownerSection}>
          <OwnerFields />
        </FormSection>

        <FormSection title={s.vehicleSection}>
          <MaskedTextField
            mask="plate"
            label={s.placa}
            placeholder={s.placeholders.plate}
            spellCheck={false}
            error={errors.placa?.message}
            {...register('placa')}
          />
          <MaskedTextField mask="renavam" label={s.renavam} error={errors.renavam?.message} {...register('renavam')} />
          <fieldset className="flex flex-col gap-3 sm:col-span-2 lg:col-span-4" aria-describedby={servicesMessageId}>
            <legend className="mb-2 text-sm font-medium text-slate-800">{t.services}</legend>
            <CheckboxField label={t.outrosEstados} aria-invalid={servicesInvalid} {...register('vistoriaOutrosEstados')} />
            <CheckboxField label={t.movel} aria-invalid={servicesInvalid} {...register('vistoriaMovel')} />
            <CheckboxField label={t.rioJaneiro} aria-invalid={servicesInvalid} {...register('vistoriaRioJaneiro')} />
            <p id={servicesMessageId} className={servicesError ? 'text-sm text-red-600' : 'text-sm text-slate-500'}>
              {servicesError ?? t.servicesHint}
            </p>
          </fieldset>
          {mobile ? (
            <>
              <MaskedTextField
                mask="date"
                label={t.dataVistoria}
                placeholder={s.placeholders.date}
                error={errors.dataVistoria?.message}
                {...register('dataVistoria')}
              />
              <TextField
                label={t.localVistoria}
                hint={t.localVistoriaHint}
                className="sm:col-span-2 lg:col-span-3"
                error={errors.localVistoria?.message}
                {...register('localVistoria')}
              />
            </>
          ) : null}
        </FormSection>

        <DeclarationNote />
        <FormActions submitLabel={t.submit} submitting={isSubmitting} onClear={() => reset(transitInspectionDefaults())} />
      </form>
    </FormProvider>
  );
}
