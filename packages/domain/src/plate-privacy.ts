/**
 * The plate as pages and messages a stranger may read show it (the tracking page, the quote
 * page, notifications): the three letters and the first digit, the last three hidden, written
 * as the plate is ('ABC1234' → 'ABC-1***', Mercosul 'ABC1D23' → 'ABC1***'). One function for
 * every such page, so that two pages never hide different characters and together give the plate
 * away (issue 32 item 8).
 */
export function partialPlate(plate: string): string {
  const p = plate.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  if (/^[A-Z]{3}\d{4}$/.test(p)) return `${p.slice(0, 3)}-${p[3]}***`;
  if (/^[A-Z]{3}\d[A-Z]\d{2}$/.test(p)) return `${p.slice(0, 4)}***`;
  return '***';
}
