import type { Option } from '../../options/option.ts';

// One field of a request form and a section of them, as labels.ts lists them and
// request-display.ts shows their values.

export type RequestFieldKind = 'text' | 'flag' | 'money' | 'list';
export type RequestField = {
  key: string;
  label: string;
  kind?: RequestFieldKind;
  /** Code lists (combustível, período, vias) print their label. */
  options?: readonly Option[];
  /** A list whose choices depend on the other answers (Casos Especiais: no CRV copy when it is lost). */
  optionsFor?: (data: Record<string, unknown>) => readonly Option[];
  /** Width on a 4-column grid (default 2: half a line). */
  span?: 1 | 2 | 3 | 4;
  /** Printed only when this holds for the form's values (a blank form prints every field). */
  shownWhen?: (data: Record<string, unknown>) => boolean;
};
export type RequestSection = { title: string; fields: readonly RequestField[] };
