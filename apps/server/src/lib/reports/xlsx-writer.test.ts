import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxStreamWriter, type StreamCell, type StreamColumn } from './stream-export.ts';
import { columnLetters, sheetNameOf, xmlEscape } from './xlsx-writer.ts';
import { crc32, crc32Table, DEFLATE_CHUNK } from './zip-writer.ts';

// The hand-written XLSX writer: a valid zip (read back by our own central-directory walk, by
// unzip -t where installed and by exceljs), typed cells, escaping, and the empty and tiny sheets.

const columns: StreamColumn[] = [
  { header: 'Nº', width: 8, type: 'int' },
  { header: 'Nome & "apelido"', width: 30, type: 'text' },
  { header: 'Aberto em', width: 11, type: 'date' },
  { header: 'Total (R$)', width: 14, type: 'money' },
  { header: '%', width: 6, type: 'percent' },
];

async function xlsx(rows: StreamCell[][], totals: StreamCell[] | null = null, name = 'Relatório') {
  const writer = await xlsxStreamWriter(columns, name);
  await writer.write(rows);
  return writer.finish(totals);
}

/** The zip's entries from its central directory, each inflated and checked against its CRC. */
function unzipped(file: Buffer): Map<string, string> {
  const end = file.length - 22;
  expect(file.readUInt32LE(end)).toBe(0x06054b50);
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  expect(at + file.readUInt32LE(end + 12)).toBe(end);
  const parts = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(file.readUInt32LE(at)).toBe(0x02014b50);
    const [crc, compressed, size] = [file.readUInt32LE(at + 16), file.readUInt32LE(at + 20), file.readUInt32LE(at + 24)];
    const nameLength = file.readUInt16LE(at + 28);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    const local = file.readUInt32LE(at + 42);
    expect(file.readUInt32LE(local)).toBe(0x04034b50);
    const dataAt = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const data = zlib.inflateRawSync(file.subarray(dataAt, dataAt + compressed));
    expect([data.length, crc32(data)]).toEqual([size, crc]);
    if (file.readUInt16LE(local + 6) & 0x08) expect(file.readUInt32LE(dataAt + compressed)).toBe(0x08074b50);
    parts.set(name, data.toString('utf8'));
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return parts;
}

async function sheetOf(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

const hasUnzip = (() => {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('xlsx writer', () => {
  it('writes typed cells: counts, dates as dates, money in reais with R$, a frozen bold header, widths, bold totals', async () => {
    const file = await xlsx(
      [
        [1, 'Ana', '2026-03-02', 55000, 12.5],
        [2, 'Bruno', null, -1999, ''],
      ],
      [null, 'Total (2)', null, 53001, null],
    );
    const parts = unzipped(file);
    expect([...parts.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'docProps/core.xml',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = await sheetOf(file);
    expect(sheet.name).toBe('Relatório');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nº', 'Nome & "apelido"', 'Aberto em', 'Total (R$)', '%']);
    expect(sheet.getRow(1).getCell(2).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.columns.map((c) => c.width)).toEqual([8, 30, 11, 14, 6]);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe(1);
    expect(first.getCell(1).numFmt).toBe('0');
    expect((first.getCell(3).value as Date).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(first.getCell(3).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(4).value).toBe(550);
    expect(first.getCell(4).numFmt).toBe('"R$" #,##0.00;-"R$" #,##0.00');
    expect(first.getCell(5).value).toBe(12.5);
    const second = sheet.getRow(2 + 1);
    expect([second.getCell(3).value, second.getCell(4).value, second.getCell(5).value]).toEqual([null, -19.99, null]);
    expect(second.getCell(2).font?.bold).toBeFalsy();
    const totals = sheet.getRow(4);
    expect([totals.getCell(2).value, totals.getCell(4).value]).toEqual(['Total (2)', 530.01]);
    expect([totals.getCell(2).font?.bold, totals.getCell(4).font?.bold, totals.getCell(4).numFmt]).toEqual([true, true, '"R$" #,##0.00;-"R$" #,##0.00']);
    expect(parts.get('docProps/core.xml')).toContain('<dc:creator>Despacha</dc:creator>');
  });

  it('keeps text as text: markup escaped, a formula-looking name not a formula, spaces at the ends kept', async () => {
    const tricky = ['<b>A & B</b> "x"', '=HYPERLINK("http://x")', '  recuado ', 'R$ 1.234,56', 'carro 🚗'];
    const file = await xlsx(tricky.map((t, i) => [i, t, null, null, null]));
    const xml = unzipped(file).get('xl/worksheets/sheet1.xml')!;
    expect(xml).toContain('&lt;b&gt;A &amp; B&lt;/b&gt; &quot;x&quot;');
    expect(xml).not.toContain('<f>');
    const sheet = await sheetOf(file);
    expect(tricky.map((_, i) => sheet.getRow(i + 2).getCell(2).value)).toEqual(tricky);
  });

  it('drops characters XML 1.0 forbids rather than writing a file no spreadsheet opens', async () => {
    const file = await xlsx([[1, `a\u0000b\u0001c\u000Bd\uFFFEe\uFFFFf\uD800g\uDFFFh\ti`, null, null, null]]);
    const sheet = await sheetOf(file);
    expect(sheet.getRow(2).getCell(2).value).toBe('abcdefgh\ti');
    expect(xmlEscape('x\u0008y\uDC00')).toBe('xy');
    // Excel would read _x0041_ as "A": the underscore is escaped itself.
    expect(xmlEscape('a_x0041_b')).toBe('a_x005F_x0041_b');
    expect(xmlEscape('plain text, já acentuado')).toBe('plain text, já acentuado');
  });

  it('writes a value that is not of its column type as text, not as a broken number or date', async () => {
    const sheet = await sheetOf(await xlsx([['n/d', 'x', 'sem data', 'abc', null]]));
    expect([1, 3, 4].map((c) => sheet.getRow(2).getCell(c).value)).toEqual(['n/d', 'sem data', 'abc']);
  });

  it('writes the header alone when there are no rows, and a single row', async () => {
    const empty = await sheetOf(await xlsx([]));
    expect(empty.rowCount).toBe(1);
    expect(empty.getRow(1).getCell(1).value).toBe('Nº');
    const one = await sheetOf(await xlsx([[7, 'Só', '2024-02-29', 1, 0]]));
    expect(one.rowCount).toBe(2);
    expect((one.getRow(2).getCell(3).value as Date).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(one.getRow(2).getCell(5).value).toBe(0);
  });

  it.runIf(hasUnzip)('passes unzip -t with thousands of rows written in batches', async () => {
    const writer = await xlsxStreamWriter(columns, 'Caixa');
    for (let b = 0; b < 5; b++)
      await writer.write(Array.from({ length: 1_000 }, (_, i): StreamCell[] => [b * 1_000 + i, randomBytes(12).toString('hex'), '2026-11-02', i, i / 10]));
    const file = await writer.finish(null);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-writer-'));
    try {
      fs.writeFileSync(path.join(dir, 'r.xlsx'), file);
      expect(execFileSync('unzip', ['-t', path.join(dir, 'r.xlsx')]).toString()).toContain('No errors detected');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect((await sheetOf(file)).rowCount).toBe(5_001);
  });
});

describe('zip pieces', () => {
  it('computes the same CRC-32 with its table as zlib does, in one go or in pieces', () => {
    const data = randomBytes(10_000);
    expect(crc32Table(data)).toBe(zlib.crc32(data));
    expect(crc32Table(data.subarray(4_000), crc32Table(data.subarray(0, 4_000)))).toBe(zlib.crc32(data));
    expect(crc32Table(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('waits for a slow destination and still writes the whole file', async () => {
    const { xlsxSheetWriter } = await import('./xlsx-writer.ts');
    const chunks: Buffer[] = [];
    let mostQueued = 0;
    const slow = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _e, done) {
        chunks.push(chunk);
        mostQueued = Math.max(mostQueued, slow.writableLength);
        setTimeout(done, 1);
      },
    });
    const writer = await xlsxSheetWriter(slow, columns, 'Lento');
    await writer.write(Array.from({ length: 20_000 }, (_, i): StreamCell[] => [i, randomBytes(32).toString('base64'), null, i, null]));
    await writer.finish(null);
    await new Promise((resolve) => slow.end(resolve));
    const file = Buffer.concat(chunks);
    // Some 870 kB went out (random text barely compresses), never more waiting than the
    // destination's 1 kB mark and one of zlib's output pieces.
    expect(file.length).toBeGreaterThan(3 * DEFLATE_CHUNK);
    expect(mostQueued).toBeLessThanOrEqual(1_024 + DEFLATE_CHUNK);
    expect((await sheetOf(file)).rowCount).toBe(20_001);
  });

  it('names columns and sheets as Excel wants them', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(sheetNameOf('Relatório: Geral [2026/03]*?')).toBe('Relatório  Geral  2026 03');
    expect(sheetNameOf('x'.repeat(40))).toHaveLength(31);
    expect(sheetNameOf("'''")).toBe('Planilha');
  });
});
