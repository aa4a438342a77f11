import { amountInWords } from '@despacha/domain/money/amount-in-words';
import { writtenDate } from '@despacha/domain/validators/date';
import { formatMoney } from '@despacha/domain/validators/money';

// The phrases every document writes the same way: the place-and-date line above the signatures
// ("Rio de Janeiro, 29 de novembro de 2026."), a vehicle's make and model ("VW/Gol 1.0", under
// the label "Marca/Modelo", as the CRLV writes them) and the amount a receipt received.

/** Blanks to date a printed form by hand. */
export const HANDWRITTEN_DATE = '_____ de ____________________ de ________';
const HANDWRITTEN_PLACE = '______________________________';

/** "Rio de Janeiro, 29 de novembro de 2026." — blanks for what is not known. */
export function placeAndDateText(place: string, date?: string): string {
  const when = date?.trim() ? writtenDate(date) : HANDWRITTEN_DATE;
  return `${place.trim() || HANDWRITTEN_PLACE}, ${when}.`;
}

/** The label of a vehicle's make and model on every document. */
export const MAKE_MODEL_LABEL = 'Marca/Modelo';

/** "VW/Gol 1.0": make and model as one value ('' when neither is known). */
export const makeModel = (marca: string | null | undefined, modelo: string | null | undefined) =>
  [marca, modelo]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join('/');

/** The amount a receipt says it received, in figures (bold) and in words: "R$ 150,00 (cento e cinquenta reais)". */
export function receivedAmount(cents: number): ({ text: string; bold: true } | string)[] {
  return [{ text: formatMoney(cents), bold: true }, cents > 0 ? ` (${amountInWords(cents)})` : ''];
}
