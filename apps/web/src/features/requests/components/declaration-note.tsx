import { feeExemptionDeclaration, penalCode299, penalCodeDeclaration } from '@despacha/domain/contracts/requests/document-texts';
import { requestStrings as s } from '../strings.ts';

/**
 * The closing declaration of Vistoria, Isenção and Comunicação, quoting art. 299 of the penal
 * code (spec §2, §9); the fee exemption also cites state law 3.051/1998.
 */
export function DeclarationNote({ feeExemption = false }: { feeExemption?: boolean }) {
  return (
    <div role="note" aria-label={s.declarationTitle} className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      {feeExemption ? <p className="mb-2 font-medium">{feeExemptionDeclaration}</p> : null}
      <p className="font-medium">{penalCodeDeclaration}</p>
      <p className="mt-2 text-xs text-amber-900">{penalCode299}</p>
    </div>
  );
}
