// The text of a PDF page as the reading sees it: lines from top to bottom, each cut into cells
// where the text jumps (a table column, a value printed apart from its label). Positions are in
// PDF points from the page's left edge, so a value printed below its label can be found by column.

export type TextCell = { text: string; x: number; end: number };
export type TextLine = { page: number; y: number; size: number; cells: TextCell[] };

/** One run of text as pdf.js gives it: where it starts, its width and its font height. */
export type TextRun = { page: number; text: string; x: number; y: number; width: number; size: number };

/**
 * Runs on one baseline (within half the font: a small label and a larger value printed side by
 * side sit a point or two apart) form a line; a gap over 0.6 em starts a cell.
 */
export function linesOf(runs: TextRun[]): TextLine[] {
  const visible = runs.filter((r) => r.text.trim() !== '');
  // Top of the page first (PDF y grows upwards), then left to right.
  visible.sort((a, b) => a.page - b.page || b.y - a.y || a.x - b.x);
  const lines: { page: number; y: number; size: number; runs: TextRun[] }[] = [];
  for (const run of visible) {
    const line = lines.at(-1);
    if (line && line.page === run.page && Math.abs(line.y - run.y) <= Math.max(2, Math.max(line.size, run.size) / 2)) {
      line.runs.push(run);
      line.size = Math.max(line.size, run.size);
    } else lines.push({ page: run.page, y: run.y, size: run.size, runs: [run] });
  }
  return lines.map(({ page, y, size, runs: inLine }) => {
    inLine.sort((a, b) => a.x - b.x);
    const cells: TextCell[] = [];
    for (const run of inLine) {
      const cell = cells.at(-1);
      const gap = cell ? run.x - cell.end : Infinity;
      if (cell && gap <= 0.6 * Math.max(run.size, 1)) {
        const space = gap > 0.15 * run.size && !cell.text.endsWith(' ') && !run.text.startsWith(' ') ? ' ' : '';
        cell.text += space + run.text;
        cell.end = Math.max(cell.end, run.x + run.width);
      } else cells.push({ text: run.text, x: run.x, end: run.x + run.width });
    }
    for (const cell of cells) cell.text = cell.text.replace(/\s+/g, ' ').trim();
    return { page, y, size, cells };
  });
}

/** Plain text of the lines, cells apart by a tab (tests and the "no text" check read it). */
export const plainText = (lines: TextLine[]) => lines.map((l) => l.cells.map((c) => c.text).join('\t')).join('\n');
