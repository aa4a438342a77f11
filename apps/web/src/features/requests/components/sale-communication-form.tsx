import { penalCode299, penalCodeDeclaration, saleCommunicationStatement, signatureLabels } from '@despacha/domain/contracts/requests/document-texts';
import { requestFieldLabels } from '@despacha/domain/contracts/requests/labels';
import { useRequestForm } from '../hooks/use-request-form.ts';
import { requestStrings as s } from '../strings.ts';
import { BuyerFields } from './buyer-fields.tsx';
import { DeclarationNote } from './declaration-note.tsx';
import { FormSection } from './form-section.tsx';
import { OwnerFields } from './owner-fields.tsx';
import { PlateRenavamFields } from './plate-renavam-fields.tsx';
import { RequestFieldGrid, type FieldOf, type FieldSpec } from './request-field-grid.tsx';
import { RequestFormFrame } from './request-form-frame.tsx';

const labels = requestFieldLabels('comunicacao-venda');
// CTB art. 134: the communication is a dated document; the price is the one declared to DETRAN.
const sale: FieldSpec<FieldOf<'comunicacao-venda'>>[] = [
  { name: 'dataVenda', mask: 'date', span: 2 },
  { name: 'valorVenda', mask: 'money', span: 2 },
];

/** Comunicação de Venda (spec §2): the owner who sold, the vehicle, the sale, the buyer; art. 299 note. */
export function SaleCommunicationForm() {
  const request = useRequestForm('comunicacao-venda');
  return (
    <RequestFormFrame
      request={request}
      submitLabel={s.saleCommunication.submit}
      printDeclaration={[saleCommunicationStatement, penalCodeDeclaration, penalCode299].join(' ')}
      signatures={[signatureLabels.seller, signatureLabels.buyer]}
    >
      <FormSection title={s.sections.seller}>
        <OwnerFields />
      </FormSection>
      <FormSection title={s.vehicleSection}>
        <PlateRenavamFields />
      </FormSection>
      <FormSection title={s.saleCommunication.sale}>
        <RequestFieldGrid fields={sale} labels={labels} />
      </FormSection>
      <FormSection title={s.sections.buyer}>
        <BuyerFields />
      </FormSection>
      <DeclarationNote />
    </RequestFormFrame>
  );
}
