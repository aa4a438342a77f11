import type { Content } from 'pdfmake/interfaces';

// pdfmake fits a word wider than the line by a binary search that measures the whole rest of
// the word for each line, so one 100,000-character word costs seconds to minutes (quadratic).
// Cut into consecutive inlines, the same run is laid out in linear time: pdfmake never breaks
// between two inlines that together make one word (TextBreaker marks them noNewLine), it only
// hard-wraps inside the one inline that overflows the line. Nothing is added to the text, so
// the PDF shows and its text extraction reads the very same characters.

/** A run of more characters than this with no whitespace is cut. */
export const LONG_RUN = 60;
/** Length of the pieces it is cut into: a short binary search per line, few inlines. */
export const PIECE = 40;

// Whitespace that lets pdfmake break a line; a no-break space does not, so it counts as a letter.
const runOf = `[^ \\t\\n\\r]{${LONG_RUN + 1},}`;
const hasLongRun = new RegExp(runOf);
const longRun = new RegExp(runOf, 'g');

/** The text cut into pieces inside its long runs, or the same string when it has none. */
export function cutLongRuns(text: string): string | string[] {
  if (text.length <= LONG_RUN || !hasLongRun.test(text)) return text;
  const pieces: string[] = [];
  let start = 0;
  for (const match of text.matchAll(longRun)) {
    const end = match.index + match[0].length;
    let cut = match.index + PIECE;
    while (cut < end) {
      // Never between the two halves of a surrogate pair.
      if (/[\uDC00-\uDFFF]/.test(text[cut]!)) cut += 1;
      pieces.push(text.slice(start, cut));
      start = cut;
      cut += PIECE;
    }
  }
  pieces.push(text.slice(start));
  return pieces.filter((p) => p !== '');
}

type Inline = string | { text?: unknown; [key: string]: unknown };

/**
 * The inlines of a `text` property. An inline object is copied once per piece: pdfmake drops
 * the style of an inline whose own text is an array (its issue 1174).
 */
function cutInlines(text: unknown): unknown {
  if (typeof text === 'string') return cutLongRuns(text);
  if (!Array.isArray(text)) return text;
  return (text as Inline[]).flatMap((inline): Inline[] => {
    if (typeof inline === 'string') return [cutLongRuns(inline)].flat();
    if (!inline || typeof inline !== 'object') return [inline];
    if (typeof inline.text === 'string') {
      const cut = cutLongRuns(inline.text);
      return typeof cut === 'string' ? [inline] : cut.map((piece) => ({ ...inline, text: piece }));
    }
    return [{ ...inline, text: cutInlines(inline.text) }];
  });
}

// Justified text: pdfmake spreads a line's spare width over the gaps between its inlines, and it
// makes an inline of each piece a line may break after: a hyphen ("DETRAN- RJ"), a slash ("CPF/
// CNPJ"), and the seam between two inlines of different styles ("Ltda ," after a bold name). So a
// justified text is cut here into words, each word with its trailing space one unbreakable
// (noWrap) inline; punctuation that opens an inline ("," ")" ".") joins the word before it, in that
// word's inline.

/**
 * Longest word kept unbreakable: 30 of the widest capitals at 10 pt (~280 pt) still fit half a
 * page, where pdfmake would let a wider noWrap word run past the margin. A longer one (an e-mail,
 * a URL) is left to pdfmake's own breaking, as before.
 */
const KEEP_WORD = 30;

/** Punctuation that belongs to the word before it, with the space after it. */
const trailingPunctuation = /^[,.;:!?)\]}»”%]+\s*/;

type Piece = { base: Record<string, unknown>; text: string };

/** The inlines as (style, text) pieces, each opening punctuation moved onto the piece before it. */
function gluedPieces(inlines: Inline[]): Piece[] | null {
  const pieces: Piece[] = [];
  for (const inline of inlines) {
    const own = typeof inline === 'string' ? inline : inline?.text;
    if (typeof own !== 'string') return null;
    const base = typeof inline === 'string' ? {} : inline;
    let text = own;
    const prev = pieces[pieces.length - 1];
    const glue = prev && /\S$/.test(prev.text) ? trailingPunctuation.exec(text)?.[0] : undefined;
    if (prev && glue) {
      prev.text += glue;
      text = text.slice(glue.length);
    }
    if (text !== '') pieces.push({ base, text });
  }
  return pieces;
}

/** The inlines of a justified text: one noWrap inline per word (with its space), punctuation kept on its word. */
function justifiedInlines(text: unknown): unknown {
  const inlines = typeof text === 'string' ? [text] : Array.isArray(text) ? (text as Inline[]) : null;
  const pieces = inlines && gluedPieces(inlines);
  if (!pieces) return text;
  return pieces.flatMap(({ base, text: piece }) =>
    // A line break stays its own inline (pdfmake honours it only in text it may wrap).
    (piece.match(/[ \t]+|[\r\n]\s*|\S+[ \t]*/g) ?? []).map((word) =>
      /^\s/.test(word) || word.trim().length > KEEP_WORD ? { ...base, text: word } : { ...base, text: word, noWrap: true },
    ),
  );
}

const nodeLists = ['stack', 'columns', 'ul', 'ol'] as const;

/**
 * The content with every long run of every text cut, wherever pdfmake takes a node: a bare
 * string, an array (a stack), a `text`, `stack`, `columns`, list items and table cells.
 * Returns new objects for what it changes; the input is left as it was.
 */
export function cutLongRunsIn(content: Content): Content {
  if (typeof content === 'string') {
    const cut = cutLongRuns(content);
    return typeof cut === 'string' ? cut : { text: cut };
  }
  if (Array.isArray(content)) return content.map(cutLongRunsIn);
  if (!content || typeof content !== 'object') return content;
  const node = content as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { ...node };
  if ('text' in node) out.text = cutInlines(node.alignment === 'justify' ? justifiedInlines(node.text) : node.text);
  for (const key of nodeLists) {
    if (Array.isArray(node[key])) out[key] = node[key].map(cutLongRunsIn);
  }
  const table = node.table as { body?: Content[][] } | undefined;
  if (Array.isArray(table?.body)) out.table = { ...table, body: table.body.map((row) => row.map(cutLongRunsIn)) };
  return out as unknown as Content;
}
