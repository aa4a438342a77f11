import type { Option } from '../options/option.ts';

// A typed text matched to the option of a list it names (a spreadsheet's "Álcool", "transferencia
// de propriedade"), for Importar dados' service types and vehicle attributes.

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
 * The option a text names: by value or label, folded; a label with a note in brackets also by its
 * words without it or by the note ('Etanol (álcool)': 'etanol', 'alcool'); else the one option
 * whose label starts with the text's words, or holds all of them ("transferencia de
 * propriedade", "2a via crv"). Null when none or several do.
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
  return one(list.filter((o) => words.every((w) => o.words.includes(w))));
}
