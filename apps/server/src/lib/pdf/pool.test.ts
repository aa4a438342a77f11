import { afterEach, describe, expect, it } from 'vitest';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfMessages } from '@despacha/domain/pdf-messages';
import { pdfText } from '../../testing/pdf-text.ts';
import { HttpError } from '../http-error.ts';
import { PdfPool } from './pool.ts';
import { cutLongRuns, cutLongRunsIn, LONG_RUN } from './wrap.ts';

const doc = (content: Content): TDocumentDefinitions => ({ content, defaultStyle: { font: 'Helvetica', fontSize: 10 } });
/** Uncut, pdfmake needs tens of seconds for it (see wrap.ts). */
const longWord = 'ABCDEFGHIJ'.repeat(10_000);
/** Fifty thousand words in one paragraph: pdfmake's line building takes it well over ten seconds. */
const slowDocument = doc({ text: 'palavra '.repeat(50_000) });

let pools: PdfPool[] = [];
const pool = (options: ConstructorParameters<typeof PdfPool>[0]) => {
  const p = new PdfPool(options);
  pools.push(p);
  return p;
};
afterEach(async () => {
  await Promise.all(pools.map((p) => p.close()));
  pools = [];
});

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => err,
  );

describe('PDF worker pool', () => {
  it('renders in a worker, with the named table layouts of layout.ts', async () => {
    const pdf = await pool({ size: 1 }).render(doc([{ table: { widths: ['*'], body: [['Placa ABC1D23']] }, layout: 'boxed' }, 'Recibo']));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toBe('Placa ABC1D23Recibo');
  });

  it('ends a document over the time limit with a 422, and the next document is rendered', async () => {
    const p = pool({ size: 1, timeLimitMs: 1_000 });
    await p.render(doc('aquecimento'));
    const started = performance.now();
    const err = await rejection(p.render(slowDocument));
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ statusCode: 422, code: 'PDF_TOO_LARGE', message: pdfMessages.tooLarge });
    expect(performance.now() - started).toBeLessThan(2_500);
    // A fresh worker takes over, queued documents included.
    expect(pdfText(await p.render(doc('depois')))).toBe('depois');
  });

  it('ends a document that runs out of heap with a 422 too, and goes on', async () => {
    const p = pool({ size: 1, maxHeapMb: 32, timeLimitMs: 30_000 });
    const huge = doc({ table: { body: Array.from({ length: 20_000 }, (_, i) => [String(i), 'palavra '.repeat(5)]) } });
    expect(await rejection(p.render(huge))).toMatchObject({ statusCode: 422, code: 'PDF_TOO_LARGE' });
    expect(pdfText(await p.render(doc('depois')))).toBe('depois');
  });

  it('refuses with a 503 what the queue cannot hold, and what waits when it closes', async () => {
    const p = pool({ size: 1, maxQueue: 1, timeLimitMs: 20_000 });
    const running = rejection(p.render(slowDocument));
    const waiting = rejection(p.render(doc('na fila')));
    expect(await rejection(p.render(doc('demais')))).toMatchObject({ statusCode: 503, code: 'PDF_BUSY', message: pdfMessages.busy });
    await p.close();
    expect(await running).toMatchObject({ statusCode: 503, code: 'PDF_BUSY' });
    expect(await waiting).toMatchObject({ statusCode: 503, code: 'PDF_BUSY' });
    expect(await rejection(p.render(doc('fechado')))).toMatchObject({ statusCode: 503 });
  });

  it('refuses a document that is not plain data, and goes on', async () => {
    const p = pool({ size: 1 });
    const layout = { hLineWidth: () => 1 };
    expect(await rejection(p.render(doc({ table: { body: [['x']] }, layout })))).toMatchObject({ name: 'DataCloneError' });
    expect(pdfText(await p.render(doc('ok')))).toBe('ok');
  });
});

describe('long runs without a space', () => {
  it('are cut into pieces that read as the same text; short ones are left alone', () => {
    const text = `Nome: ${longWord} fim`;
    const cut = cutLongRuns(text);
    expect(Array.isArray(cut)).toBe(true);
    expect((cut as string[]).join('')).toBe(text);
    expect(Math.max(...(cut as string[]).map((p) => p.length))).toBeLessThanOrEqual(LONG_RUN);
    const normal = 'José da Conceição, CPF 529.982.247-25';
    expect(cutLongRuns(normal)).toBe(normal);
    expect(cutLongRuns('x'.repeat(LONG_RUN))).toBe('x'.repeat(LONG_RUN));
  });

  it('never splits a surrogate pair', () => {
    const cut = cutLongRuns('😀'.repeat(100)) as string[];
    expect(cut.join('')).toBe('😀'.repeat(100));
    for (const piece of cut) expect(piece).toMatch(/^(?:😀)+$/u);
  });

  it('are cut wherever pdfmake takes text, styles kept, the input untouched', () => {
    const run = 'x'.repeat(200);
    const content: Content[] = [
      run,
      { text: ['Recebemos de ', { text: run, bold: true }, '.'] },
      { stack: [{ columns: [run] }, { ul: [run] }] },
      { table: { body: [[{ text: run }, 'ok']] } },
    ];
    const copy = structuredClone(content);
    const cut = cutLongRunsIn(content) as unknown as Record<string, unknown>[];
    expect(content).toEqual(copy);
    expect(cut[0]).toEqual({ text: ['x'.repeat(40), 'x'.repeat(40), 'x'.repeat(40), 'x'.repeat(40), 'x'.repeat(40)] });
    const inlines = cut[1]!.text as (string | { text: string; bold: boolean })[];
    expect(inlines).toHaveLength(7);
    expect(inlines.slice(1, 6).every((i) => typeof i === 'object' && i.bold && i.text.length === 40)).toBe(true);
    const third = JSON.stringify(cut[2]);
    const fourth = JSON.stringify(cut[3]);
    expect(third).not.toContain(run);
    expect(fourth).not.toContain(run);
    expect(fourth).toContain('"ok"');
  });

  it('cut a justified text into one unbreakable inline per word, punctuation on its word, nothing else changed', () => {
    const text = 'junto ao DETRAN-RJ, no Rio de Janeiro\nBairro Bela-Vista';
    const cut = cutLongRunsIn({ text: ['Eu, ', { text, bold: true }], alignment: 'justify' }) as { text: { text: string; bold?: boolean; noWrap?: boolean }[] };
    expect(cut.text.map((i) => i.text).join('')).toBe(`Eu, ${text}`);
    const words = cut.text.filter((i) => i.noWrap).map((i) => i.text);
    expect(words).toEqual(['Eu, ', 'junto ', 'ao ', 'DETRAN-RJ, ', 'no ', 'Rio ', 'de ', 'Janeiro', 'Bairro ', 'Bela-Vista']);
    // The line break stays an inline pdfmake may break at; the bold words stay bold.
    expect(cut.text.find((i) => i.text === '\n')).toEqual({ text: '\n', bold: true });
    expect(cut.text.slice(1).every((i) => i.bold)).toBe(true);
    // Left-aligned text breaks after a hyphen as before.
    expect(cutLongRunsIn({ text })).toEqual({ text });
  });

  it('keep "CPF/CNPJ" whole and put the punctuation that opens an inline on the word before it', () => {
    const text = [
      'Recebemos de ',
      { text: 'Auto Peças Ltda', bold: true },
      ', CPF/CNPJ 11.222.333/0001-81, do veículo (VW/Gol LT)',
      ', de propriedade de ',
      { text: 'Ana', bold: true },
      '.',
    ];
    const cut = cutLongRunsIn({ text, alignment: 'justify' }) as { text: { text: string; bold?: boolean; noWrap?: boolean }[] };
    expect(cut.text.map((i) => i.text)).toEqual([
      'Recebemos ',
      'de ',
      'Auto ',
      'Peças ',
      'Ltda, ',
      'CPF/CNPJ ',
      '11.222.333/0001-81, ',
      'do ',
      'veículo ',
      '(VW/Gol ',
      'LT), ',
      'de ',
      'propriedade ',
      'de ',
      'Ana.',
    ]);
    expect(cut.text.every((i) => i.noWrap)).toBe(true);
    expect(cut.text.filter((i) => i.bold).map((i) => i.text)).toEqual(['Auto ', 'Peças ', 'Ltda, ', 'Ana.']);
  });

  it('are cut by the worker: a document that took tens of seconds is quick', async () => {
    const p = pool({ size: 1, timeLimitMs: 30_000 });
    await p.render(doc('aquecimento'));
    const started = performance.now();
    const pdf = await p.render(doc({ text: ['Nome: ', longWord] }));
    // ~0.3 s on a quiet machine; the bound leaves room for a loaded one.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(pdfText(pdf)).toBe(`Nome: ${longWord}`);
  });
});
