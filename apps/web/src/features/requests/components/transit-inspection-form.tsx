import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { penalCode299, penalCodeDeclaration, signatureLabels, transitInspectionRequests } from '@despacha/domain/contracts/requests/document-texts';
import { asOptions, combustivelOptions } from '@despacha/domain/contracts/requests/enums';
import { TRANSIT_INSPECTION_FLAGS, requestFieldLabels } from '@despacha/domain/contracts/requests/labels';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { useRequestForm } from '../hooks/use-request-form.ts';
import { requestStrings as s } from '../strings.ts';
import { DeclarationNote } from './declaration-note.tsx';
import { FormSection } from './form-section.tsx';
import { OwnerFields } from './owner-fields.tsx';
import { PlateRenavamFields } from './plate-renavam-fields.tsx';
import { RequestFieldGrid, type FieldOf, type FieldSpec } from './request-field-grid.tsx';
import { RequestFormFrame } from './request-form-frame.tsx';

const t = s.transitInspection;
const labels = requestFieldLabels('vistoria-transito');
const year = { inputMode: 'numeric', maxLength: 4 } as const;
// The inspector checks the vehicle against this description.
const description: FieldSpec<FieldOf<'vistoria-transito'>>[] = [
  { name: 'marcaModelo', span: 2 },
  { name: 'anoFabricacao', optional: true, attrs: year },
  { name: 'anoModelo', optional: true, attrs: year },
  { name: 'cor', optional: true, span: 2 },
  { name: 'combustivel', options: asOptions(combustivelOptions), optional: true, span: 2 },
];
const mobileFields: FieldSpec<FieldOf<'vistoria-transito'>>[] = [
  { name: 'dataVistoria', mask: 'date' },
  { name: 'localVistoria', hint: t.localVistoriaHint, span: 3 },
  { name: 'motivoVistoriaMovel', hint: t.motivoVistoriaMovelHint, span: 4 },
];

/** Vistoria em Trânsito (spec §2): owner, vehicle, the service asked for, the art. 299 note. */
export function TransitInspectionForm() {
  const request = useRequestForm('vistoria-transito');
  const { register, control, setValue, formState } = request.form;
  const { errors } = formState;
  const mobile = useWatch({ control, name: 'vistoriaMovel' });
  const kinds = useWatch({ control, name: [...TRANSIT_INSPECTION_FLAGS] });
  // The printed form says what each ticked kind of inspection asks for, as the server's PDF does.
  const requested = TRANSIT_INSPECTION_FLAGS.filter((_, i) => kinds[i]).map((flag) => transitInspectionRequests[flag]);
  const servicesMessageId = useId();
  // The contract puts "no service chosen" on the first checkbox; it describes the whole group.
  const servicesError = errors.vistoriaOutrosEstados?.message;
  const servicesInvalid = servicesError ? true : undefined;
  // Date, place and reason belong to the mobile inspection only: unticking it drops them.
  const mobileField = register('vistoriaMovel', {
    onChange: (event: { target: { checked: boolean } }) => {
      if (event.target.checked) return;
      setValue('dataVistoria', '');
      setValue('localVistoria', '');
      setValue('motivoVistoriaMovel', '');
    },
  });

  return (
    <RequestFormFrame
      request={request}
      submitLabel={t.submit}
      printDeclaration={[...requested, penalCodeDeclaration, penalCode299].join(' ')}
      signatures={[signatureLabels.owner]}
    >
      <FormSection title={s.ownerSection}>
        <OwnerFields />
      </FormSection>

      <FormSection title={s.vehicleSection}>
        <PlateRenavamFields />
        <RequestFieldGrid fields={description} labels={labels} />
        <fieldset className="flex flex-col gap-3 sm:col-span-2 lg:col-span-4" aria-describedby={servicesMessageId}>
          <legend className="mb-2 text-sm font-medium text-slate-800">{t.services}</legend>
          <CheckboxField label={t.outrosEstados} aria-invalid={servicesInvalid} {...register('vistoriaOutrosEstados')} />
          <CheckboxField label={t.movel} aria-invalid={servicesInvalid} {...mobileField} />
          <CheckboxField label={t.rioJaneiro} aria-invalid={servicesInvalid} {...register('vistoriaRioJaneiro')} />
          <p id={servicesMessageId} className={servicesError ? 'text-sm text-red-600' : 'text-sm text-slate-500'}>
            {servicesError ?? t.servicesHint}
          </p>
        </fieldset>
        {mobile ? <RequestFieldGrid fields={mobileFields} labels={labels} /> : null}
      </FormSection>

      <DeclarationNote />
    </RequestFormFrame>
  );
}
