import { linesOf, type TextLine, type TextRun } from './text-lines.ts';

// The text layer of a PDF through pdf.js (Mozilla, Apache-2.0; decision 056). Runs in a reader
// worker thread (reader-pool.ts), never on the thread that answers requests.

/** Why a PDF could not be opened: it asks for a password, or it is not a readable PDF. */
export class UnreadablePdf extends Error {
  constructor(readonly reason: 'encrypted' | 'malformed') {
    super(reason);
  }
}

/** A CRLV-e or ATPV-e is one page; a few more are read in case a state adds instructions. */
const MAX_PAGES = 3;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let loaded: Promise<PdfJs> | null = null;
// The legacy build is the one for Node; it runs its parser on this thread (no worker of its own).
const pdfjs = () => (loaded ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

/** Loads pdf.js ahead of the first PDF (a worker does it at start, off the clock). */
export const preloadPdfJs = () => pdfjs().then(() => undefined);

export async function extractLines(data: Uint8Array): Promise<{ lines: TextLine[]; pages: number }> {
  const { getDocument } = await pdfjs();
  const task = getDocument({
    data,
    // Documents come from users: no code generated from the file, no fonts or files fetched.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    useWasm: false,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => {});
    throw new UnreadablePdf((err as { name?: string }).name === 'PasswordException' ? 'encrypted' : 'malformed');
  }
  try {
    const runs: TextRun[] = [];
    const pages = Math.min(doc.numPages, MAX_PAGES);
    for (let number = 1; number <= pages; number++) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || !item.str) continue;
        const [a, b, , d, x, y] = item.transform as number[];
        const size = Math.hypot(b!, d!) || Math.abs(a!) || item.height || 10;
        runs.push({ page: number, text: item.str, x: x!, y: y!, width: item.width, size });
      }
      page.cleanup();
    }
    return { lines: linesOf(runs), pages: doc.numPages };
  } catch {
    throw new UnreadablePdf('malformed');
  } finally {
    await doc.destroy();
  }
}
