import { requestStrings as s } from '../strings.ts';

/** The closing declaration of the DETRAN-RJ forms, quoting art. 299 of the penal code (spec §2, §9). */
export function DeclarationNote() {
  return (
    <div role="note" aria-label={s.declarationTitle} className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-medium">{s.declaration}</p>
      <p className="mt-2 text-xs text-amber-900">{s.penalCode299}</p>
    </div>
  );
}
