import type { Content } from 'pdfmake/interfaces';

// The one way a document prints the DUDA codes of a service type (service catalog): a verified
// code as fact, one the catalog marks unverified followed by "(a confirmar)", and a type that
// needs a DUDA but has no code in the catalog says so instead of printing a code of its own.

/** A DUDA code of the service catalog (service_catalog_duda_codes) as a document needs it. */
export type PrintedDudaCode = { code: string; description?: string; verified: boolean };

/**
 * The DUDA of a service type: its codes, and whether the type is paid by DUDA at all (the
 * catalog lists "duda" among its documents, or the type has no catalog entry to say otherwise).
 * Licenciamento is paid by GRT and inclusão de gravame lists no DUDA: such a type prints nothing.
 */
export type ServiceDuda = { codes: readonly PrintedDudaCode[]; paidByDuda: boolean };

export const DUDA_UNCONFIRMED = 'a confirmar';
/** What a type paid by DUDA prints when the catalog has no code for it yet. */
export const DUDA_MISSING = 'DUDA: a confirmar no catálogo';

/** "003-5", or "002-7 (a confirmar)" when the catalog has not verified it: never printed as fact. */
export const dudaCodeText = (c: PrintedDudaCode) => (c.verified ? c.code : `${c.code} (${DUDA_UNCONFIRMED})`);

/** "DUDA 003-5 — 2ª via de CRV/CRLV (isento com furto ou roubo comprovado)"; the code alone without a description. */
export const dudaLine = (c: PrintedDudaCode) => [`DUDA ${dudaCodeText(c)}`, c.description?.trim()].filter(Boolean).join(' — ');

/** The lines a document prints: one per code; none for a type not paid by DUDA (or an unknown one: null). */
export function dudaLines(duda: ServiceDuda | null | undefined): string[] {
  if (!duda) return [];
  if (duda.codes.length > 0) return duda.codes.map(dudaLine);
  return duda.paidByDuda ? [DUDA_MISSING] : [];
}

/** The DUDA lines as a block under a section (nothing at all when there is nothing to say). */
export function dudaBlock(duda: ServiceDuda | null | undefined): Content[] {
  const lines = dudaLines(duda);
  if (lines.length === 0) return [];
  return [{ stack: lines.map((text): Content => ({ text, fontSize: 9, margin: [0, 1, 0, 1] })), margin: [2, 4, 0, 2] }];
}
