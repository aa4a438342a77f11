import { useId } from 'react';
import { feeExemptionDeclaration, penalCodeDeclaration, signatureLabels } from '@despacha/domain/contracts/requests/document-texts';
import { requestFieldLabels } from '@despacha/domain/contracts/requests/labels';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { useRequestForm } from '../hooks/use-request-form.ts';
import { requestStrings as s } from '../strings.ts';
import { DeclarationNote } from './declaration-note.tsx';
import { FormSection } from './form-section.tsx';
import { OwnerFields } from './owner-fields.tsx';
import { PlateRenavamFields } from './plate-renavam-fields.tsx';
import { RequestFieldGrid, type FieldOf, type FieldSpec } from './request-field-grid.tsx';
import { RequestFormFrame } from './request-form-frame.tsx';

const f = s.feeExemption;
const labels = requestFieldLabels('isencao-taxa');
const report: FieldSpec<FieldOf<'isencao-taxa'>>[] = [
  { name: 'numeroBoletim', span: 2 },
  { name: 'dataOcorrencia', mask: 'date', span: 2 },
  { name: 'numeroDelegacia', span: 2 },
  { name: 'cidadeDelegacia', span: 2 },
  { name: 'bairroDelegacia', span: 2 },
];

/** Isenção de Taxa, 2ª via de CRV/CRLV after theft or robbery (spec §2; state law 3051/1998). */
export function FeeExemptionForm() {
  const request = useRequestForm('isencao-taxa');
  const { register, formState } = request.form;
  const { errors } = formState;
  const documentsMessageId = useId();
  // The contract puts "no document chosen" on the CRV box; it describes the pair.
  const documentsError = errors.crvCertificado?.message;
  const documentsInvalid = documentsError ? true : undefined;

  return (
    <RequestFormFrame
      request={request}
      submitLabel={f.submit}
      printDeclaration={[feeExemptionDeclaration, penalCodeDeclaration].join(' ')}
      signatures={[signatureLabels.requester]}
    >
      <FormSection title={s.sections.personal}>
        <OwnerFields nameField="nome" />
      </FormSection>

      <FormSection title={s.vehicleSection}>
        <PlateRenavamFields />
      </FormSection>

      <FormSection title={f.report}>
        <RequestFieldGrid fields={report} labels={labels} />
      </FormSection>

      <FormSection title={f.documents}>
        <fieldset className="flex flex-col gap-2 sm:col-span-2 lg:col-span-4" aria-describedby={documentsMessageId}>
          <legend className="sr-only">{f.documents}</legend>
          <CheckboxField label={f.crv} aria-invalid={documentsInvalid} {...register('crvCertificado')} />
          <CheckboxField label={f.crlv} aria-invalid={documentsInvalid} {...register('crlvCertificado')} />
          <p id={documentsMessageId} className={documentsError ? 'text-sm text-red-600' : 'text-sm text-slate-500'}>
            {documentsError ?? f.documentsHint}
          </p>
        </fieldset>
      </FormSection>

      <DeclarationNote feeExemption />
    </RequestFormFrame>
  );
}
