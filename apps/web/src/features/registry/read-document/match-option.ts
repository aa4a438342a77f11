import type { Option } from '@despacha/domain/options/option';
import { searchKey } from '@despacha/domain/validators/text';

// A select takes only its options' values: what the PDF printed ("BRANCA", "ALCOOL/GASOLINA") is
// matched to the option it names, by value or label, accents and case aside.

const keyOf = (text: string) =>
  searchKey(text)
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s*\(.*\)$/, '');

/** What a CRLV-e prints for a fuel, and the combustível option it means (docs/crlv-e-layout.md). */
const SYNONYMS: Record<string, string> = {
  'alcool/gasolina': 'flex',
  'gasolina/alcool': 'flex',
  'etanol/gasolina': 'flex',
  'gasolina/etanol': 'flex',
  alcool: 'etanol',
  'gas natural veicular': 'gnv',
  eletrica: 'eletrico',
};

/** The value of the option the text names, or '' when the list has none. */
export function matchOption(text: string, options: readonly Option[]): string {
  const key = keyOf(text);
  if (!key) return '';
  const direct = options.find((o) => keyOf(o.value) === key || keyOf(o.label) === key);
  if (direct) return direct.value;
  const synonym = SYNONYMS[key];
  return synonym && options.some((o) => o.value === synonym) ? synonym : '';
}
