import { displayCpfOrCnpj } from '@despacha/domain/validators/cpf-cnpj';
import { maskCpfs } from '../../lib/audit.ts';

// How the LGPD events name the person in the audit trail: by a masked CPF/CNPJ, the only trace of
// them the 'anonymised' event keeps (decision 051). The trail masks a CPF wherever it is written; a
// CNPJ only here, so a sole trader's number is no clearer than a person's.

/** "CPF ***.982.247-**", "CNPJ **.222.333/****-**". */
export function docLabel(document: string): string {
  const shown = displayCpfOrCnpj(document);
  return document.length === 11 ? `CPF ${maskCpfs(shown)}` : `CNPJ **${shown.slice(2, 10)}/****-**`;
}

/** Every spelling of the document a trail may hold (typed, stored, formatted, masked). */
export function documentSpellings(document: string): string[] {
  const shown = displayCpfOrCnpj(document);
  return [document, shown, maskCpfs(shown), docLabel(document).replace(/^\S+ /, '')];
}

/** The labels the LGPD events used: the masked one, and the clear CNPJ written before decision 051. */
export function docLabels(document: string): string[] {
  return [...new Set([docLabel(document), `${document.length === 11 ? 'CPF' : 'CNPJ'} ${displayCpfOrCnpj(document)}`])];
}
