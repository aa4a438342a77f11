import { useFormContext } from 'react-hook-form';
import { checkboxDeclaration, penalCode299 } from '@despacha/domain/contracts/requests/document-texts';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { requestStrings as s } from '../strings.ts';
import { FormSection } from './form-section.tsx';

/** The declaration checkbox of Casos Especiais, Informação and Certidão: it must be ticked. */
export function DeclarationField() {
  const { register, formState } = useFormContext<{ declaracao: boolean }>();
  return (
    <FormSection title={s.declarationTitle}>
      <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-4">
        <CheckboxField label={checkboxDeclaration} error={formState.errors.declaracao?.message} {...register('declaracao')} />
        <p className="text-xs text-slate-500">{penalCode299}</p>
      </div>
    </FormSection>
  );
}
