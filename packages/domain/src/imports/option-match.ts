import type { Option } from '../options/option.ts';

// A typed or printed text matched to the option of a list it names: a spreadsheet's "Álcool",
// "transferencia de propriedade" (Importar dados), a CRLV-e's "ALCOOL/GASOLINA" (Cadastro do
// Sistema's document reading). One matcher, so a value is understood alike wherever it comes from.

/** Lower case, no accents, words apart: how a typed option is compared with a list. */
export function foldOption(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(de|do|da|dos|das|e|em|o|a|no|na)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

type FoldedOption<O> = { option: O; value: string; label: string; bare: string | null; note: string | null; words: string[] };
/** Each list folded once (the catalog and the option lists are read for every row). */
const foldedLists = new WeakMap<readonly Option[], FoldedOption<Option>[]>();

function folded<O extends Option>(options: readonly O[]): FoldedOption<O>[] {
  let list = foldedLists.get(options);
  if (!list) {
    list = options.map((option) => {
      const label = foldOption(option.label);
      const note = /\(([^)]*)\)/.exec(option.label);
      return {
        option,
        value: foldOption(option.value),
        label,
        bare: note ? foldOption(option.label.replace(/\s*\(.*\)\s*/, ' ')) : null,
        note: note ? foldOption(note[1]!) : null,
        words: label.split(' '),
      };
    });
    foldedLists.set(options, list);
  }
  return list as FoldedOption<O>[];
}

/**
 * How DETRAN's documents write some options, folded, and the option value they mean: the fuel of a
 * flex car as "ALCOOL/GASOLINA" (docs/crlv-e-layout.md). Older systems' spreadsheets copy them.
 */
const PRINTED_AS: Record<string, string> = {
  'alcool gasolina': 'flex',
  'gasolina alcool': 'flex',
  'etanol gasolina': 'flex',
  'gasolina etanol': 'flex',
  'gas natural veicular': 'gnv',
  eletrica: 'eletrico',
};

/**
 * The option a text names: by value or label, folded; a label with a note in brackets also by its
 * words without it or by the note ('Etanol (álcool)': 'etanol', 'alcool'); else the one option
 * whose label starts with the text's words, or holds all of them ("transferencia de
 * propriedade", "2a via crv"); else the option DETRAN's way of writing it means (PRINTED_AS); else
 * the same without a note in brackets at the text's end. Null when none or several do.
 */
export function matchOption<O extends Option>(options: readonly O[], text: string): O | null {
  const key = foldOption(text);
  if (key === '') return null;
  const list = folded(options);
  const exact = list.find((o) => o.value === key || o.label === key);
  if (exact) return exact.option;
  const one = (found: FoldedOption<O>[]) => (found.length === 1 ? found[0]!.option : null);
  const byNote = one(list.filter((o) => o.bare === key || o.note === key));
  if (byNote) return byNote;
  const prefixed = one(list.filter((o) => o.label.startsWith(`${key} `)));
  if (prefixed) return prefixed;
  const words = key.split(' ');
  const byWords = one(list.filter((o) => words.every((w) => o.words.includes(w))));
  if (byWords) return byWords;
  const printed = PRINTED_AS[key];
  if (printed) return options.find((o) => o.value === printed) ?? null;
  const bare = text.replace(/\s*\([^)]*\)\s*$/, '');
  return bare !== text ? matchOption(options, bare) : null;
}
