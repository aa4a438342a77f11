import { penalCode299, penalCodeDeclaration, signatureLabels } from '@despacha/domain/contracts/requests/document-texts';
import { useRequestForm } from '../hooks/use-request-form.ts';
import { requestStrings as s } from '../strings.ts';
import { BuyerFields } from './buyer-fields.tsx';
import { DeclarationNote } from './declaration-note.tsx';
import { FormSection } from './form-section.tsx';
import { OwnerFields } from './owner-fields.tsx';
import { PlateRenavamFields } from './plate-renavam-fields.tsx';
import { RequestFormFrame } from './request-form-frame.tsx';

/** Comunicação de Venda (spec §2): the owner who sold, the vehicle, the buyer; art. 299 note. */
export function SaleCommunicationForm() {
  const request = useRequestForm('comunicacao-venda');
  return (
    <RequestFormFrame
      request={request}
      submitLabel={s.saleCommunication.submit}
      printDeclaration={[penalCodeDeclaration, penalCode299].join(' ')}
      signatures={[signatureLabels.seller, signatureLabels.buyer]}
    >
      <FormSection title={s.sections.seller}>
        <OwnerFields />
      </FormSection>
      <FormSection title={s.vehicleSection}>
        <PlateRenavamFields />
      </FormSection>
      <FormSection title={s.sections.buyer}>
        <BuyerFields />
      </FormSection>
      <DeclarationNote />
    </RequestFormFrame>
  );
}
