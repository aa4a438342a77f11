import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import type { StreamCell, StreamColumn } from './report.ts';
import { csvThreadWriter, stopSheetWorker, xlsxThreadWriter } from './sheet-thread.ts';

// The sheet worker: files written off the main thread, several at once, and what happens when the
// worker ends under them.

const columns: StreamColumn[] = [
  { header: 'Nº', width: 8, type: 'int' },
  { header: 'Nome', width: 30, type: 'text' },
  { header: 'Total (R$)', width: 14, type: 'money' },
];

const rowsOf = (name: string, from: number, count: number): StreamCell[][] =>
  Array.from({ length: count }, (_, i) => [from + i, `${name} ${from + i}`, (from + i) * 100 + 5]);

async function cellsOf(file: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const values: unknown[][] = [];
  sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, values };
}

afterAll(() => stopSheetWorker());

describe('sheet worker', () => {
  it('writes two files at once, each whole, in its order, with its totals', async () => {
    const a = await xlsxThreadWriter(columns, 'Primeiro');
    const b = await xlsxThreadWriter(columns, 'Segundo');
    for (let batch = 0; batch < 5; batch++) {
      // More batches than may wait for the worker at once, the two files interleaved.
      await Promise.all([a.write(rowsOf('A', batch * 300 + 1, 300)), b.write(rowsOf('B', batch * 200 + 1, 200))]);
    }
    const [fileA, fileB] = await Promise.all([a.finish(['Total', null, 1]), b.finish(null)]);
    const sheetA = await cellsOf(fileA);
    const sheetB = await cellsOf(fileB);
    expect(sheetA.name).toBe('Primeiro');
    expect(sheetB.name).toBe('Segundo');
    expect(sheetA.values).toHaveLength(1 + 1_500 + 1);
    expect(sheetB.values).toHaveLength(1 + 1_000);
    expect(sheetA.values[0]).toEqual(['Nº', 'Nome', 'Total (R$)']);
    expect(sheetA.values[1_500]).toEqual([1_500, 'A 1500', 1_500.05]);
    expect(sheetA.values.at(-1)).toEqual(['Total', undefined, 0.01]);
    expect(sheetB.values.slice(1).map((r) => r[0])).toEqual(Array.from({ length: 1_000 }, (_, i) => i + 1));
  });

  it('writes CSV too: BOM, ";", CRLF, the cells as the exports write them, beside an XLSX', async () => {
    const [csv, xlsx] = await Promise.all([csvThreadWriter(columns), xlsxThreadWriter(columns, 'Ao lado')]);
    await Promise.all([csv.write(rowsOf('=C', 1, 2)), xlsx.write(rowsOf('X', 1, 2))]);
    const text = (await csv.finish(['Total', null, 30])).toString('utf8');
    expect(text).toBe("\uFEFFNº;Nome;Total (R$)\r\n1;'=C 1;1,05\r\n2;'=C 2;2,05\r\nTotal;;0,30\r\n");
    expect((await cellsOf(await xlsx.finish(null))).values).toHaveLength(3);
  });

  it('fails the files under way when the worker ends, and writes the next one with a new worker', async () => {
    const lost = await xlsxThreadWriter(columns, 'Perdido');
    await lost.write(rowsOf('X', 1, 10));
    await stopSheetWorker();
    await expect(lost.finish(null)).rejects.toThrow(/sheet worker/);
    const next = await xlsxThreadWriter(columns, 'Seguinte');
    await next.write(rowsOf('Y', 1, 3));
    expect((await cellsOf(await next.finish(null))).values.map((r) => r[1])).toEqual(['Nome', 'Y 1', 'Y 2', 'Y 3']);
  });

  it('refuses rows that are not plain data without losing the worker', async () => {
    const odd = await xlsxThreadWriter(columns, 'Estranho');
    await expect(odd.write([[1, (() => 'x') as unknown as string, 2]])).rejects.toThrow();
    const fine = await xlsxThreadWriter(columns, 'Normal');
    await fine.write(rowsOf('Z', 1, 2));
    expect((await cellsOf(await fine.finish(null))).values).toHaveLength(3);
  });
});
