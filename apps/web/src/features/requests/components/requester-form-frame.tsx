import type { ReactNode } from 'react';
import { penalCodeDeclaration, signatureLabels } from '@despacha/domain/contracts/requests/document-texts';
import type { RequestForm } from '../hooks/use-request-form.ts';
import { requestStrings as s } from '../strings.ts';
import { DeclarationField } from './declaration-field.tsx';
import { FormSection } from './form-section.tsx';
import { RequestFormFrame } from './request-form-frame.tsx';
import { RequesterFields } from './requester-fields.tsx';
import { VehicleFields } from './vehicle-fields.tsx';

type RequesterForm = 'casos-especiais-comunicacao-venda' | 'informacao-venda' | 'certidao-propriedade';

type RequesterFormFrameProps<T extends RequesterForm> = {
  request: RequestForm<T>;
  submitLabel: string;
  /** The form's own sections, between the vehicle and the declaration. */
  children: ReactNode;
};

/**
 * Casos Especiais, Informação de Venda and Certidão de Propriedade: signed by a requester, printable,
 * requester and vehicle first and the declaration checkbox last. Casos Especiais asks no e-mail but
 * describes the vehicle in full.
 */
export function RequesterFormFrame<T extends RequesterForm>({ request, submitLabel, children }: RequesterFormFrameProps<T>) {
  const special = request.type === 'casos-especiais-comunicacao-venda';
  return (
    <RequestFormFrame request={request} submitLabel={submitLabel} printButton printDeclaration={penalCodeDeclaration} signatures={[signatureLabels.requester]}>
      <FormSection title={s.sections.requester}>
        <RequesterFields withEmail={!special} />
      </FormSection>
      <FormSection title={s.vehicleSection}>
        <VehicleFields described={special} withColorAndFuel={special} />
      </FormSection>
      {children}
      <DeclarationField />
    </RequestFormFrame>
  );
}
