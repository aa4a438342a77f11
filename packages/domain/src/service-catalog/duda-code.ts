/**
 * A DUDA service code as DETRAN-RJ prints it: three digits, a hyphen and a check digit ("001-9").
 *
 * The check digit is modulo 11 with weights 4, 3, 2 (a remainder of 0 or 1 gives 0). DETRAN-RJ
 * publishes no algorithm; this one fits every code verified on its service pages (001-9, 003-5,
 * 014-0, 016-7, 020-5, 030-2, 037-0, 041-8) and also 002-7, so a mistyped digit is caught without
 * refusing any real code (decision 015).
 */
export const DUDA_CODE_PATTERN = /^\d{3}-\d$/;

export function dudaCheckDigit(base: string): number {
  const sum = [...base].reduce((acc, d, i) => acc + Number(d) * (4 - i), 0);
  const rest = 11 - (sum % 11);
  return rest >= 10 ? 0 : rest;
}

/** "0019" or "001-9" → "001-9"; null when it is not a DUDA code or its check digit is wrong. */
export function normalizeDudaCode(text: string): string | null {
  const t = text.trim();
  const m = /^(\d{3})-?(\d)$/.exec(t);
  if (!m) return null;
  return dudaCheckDigit(m[1]!) === Number(m[2]) ? `${m[1]}-${m[2]}` : null;
}

/** The codes a receipt or form may print as fact (no zod here: the registry screen imports it). */
export const verifiedCodes = (codes: readonly { code: string; verified: boolean }[]) => codes.filter((c) => c.verified).map((c) => c.code);
