import { renavamCheckDigit } from '@despacha/domain/validators/renavam';
import { registration } from './registry-factory.ts';

// Distinct valid documents by index, for tests that save many registrations in one agency
// (owners' CPFs and vehicles' plates/RENAVAMs are unique per agency).

function cpfDigit(digits: string): number {
  const sum = [...digits].reduce((acc, ch, i) => acc + Number(ch) * (digits.length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A valid CPF for 0 <= i < 10^8 (its first nine digits are 1 followed by i). */
export function cpfFor(i: number): string {
  const base = `1${String(i).padStart(8, '0')}`;
  const first = cpfDigit(base);
  return `${base}${first}${cpfDigit(`${base}${first}`)}`;
}

/** A valid RENAVAM for 0 <= i < 10^9. */
export function renavamFor(i: number): string {
  const base = `2${String(i).padStart(9, '0')}`;
  return `${base}${renavamCheckDigit(base)}`;
}

/** An old-format plate for 0 <= i < 1000 (its Mercosul form is distinct too). */
export const plateFor = (i: number) => `QXZ${String(1000 + i)}`;

/** A new owner, vehicle and service, unlike any other index's. */
export const numberedRegistration = (i: number) =>
  registration({ owner: { nome: `Cliente ${i}`, cpf: cpfFor(i) }, vehicle: { placa: plateFor(i), renavam: renavamFor(i), chassis: '' } });

function cnpjDigit(digits: string): number {
  const weights = digits.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const rest = [...digits].reduce((acc, ch, i) => acc + Number(ch) * weights[i]!, 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A valid numeric CNPJ (head office, 0001) for 0 <= i < 10^7. */
export function cnpjFor(i: number): string {
  const base = `3${String(i).padStart(7, '0')}0001`;
  const first = cnpjDigit(base);
  return `${base}${first}${cnpjDigit(`${base}${first}`)}`;
}
