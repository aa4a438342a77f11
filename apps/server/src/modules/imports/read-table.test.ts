import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';
import { importMessages } from '@despacha/domain/imports/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { csvStreamWriter, xlsxStreamWriter } from '../../lib/reports/stream-export.ts';
import { ImportFileError, type OpenedTable, openTable } from './read-table.ts';
import {
  cfbBytes,
  deflatedZeros,
  fixtureFolder,
  pdfBytes,
  pngBytes,
  windows1252,
  workbookEntries,
  writeBytes,
  writeManyRows,
  writeXlsx,
  zipBytes,
} from './table-fixtures.ts';

const folder = fixtureFolder();
afterAll(() => folder.remove());

let counter = 0;
const file = (ext: string) => folder.file(`f${++counter}.${ext}`);
const text = (content: string | Buffer, ext = 'csv') => writeBytes(file(ext), content);

async function all(table: OpenedTable) {
  const rows = [];
  for await (const row of table.rows) rows.push(row);
  return rows;
}

async function refused(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  return (error as ImportFileError).message;
}

describe('openTable: CSV', () => {
  it('reads a comma-separated UTF-8 file', async () => {
    const table = await openTable(text('Placa,Renavam,Nome\nABC1D23,12345678901,Maria da Silva\n'));
    expect(table).toMatchObject({ format: 'csv', encoding: 'utf-8', delimiter: ',', headers: ['Placa', 'Renavam', 'Nome'] });
    expect(await all(table)).toEqual([{ line: 2, cells: ['ABC1D23', '12345678901', 'Maria da Silva'] }]);
  });

  it('reads a semicolon file with a UTF-8 BOM and CRLF, trimming cells', async () => {
    const table = await openTable(text('\uFEFFPlaca;Proprietário;Valor\r\n ABC1234 ; José Conceição ;"R$ 1.234,56"\r\n'));
    expect(table).toMatchObject({ encoding: 'utf-8', delimiter: ';', headers: ['Placa', 'Proprietário', 'Valor'] });
    expect(await all(table)).toEqual([{ line: 2, cells: ['ABC1234', 'José Conceição', 'R$ 1.234,56'] }]);
  });

  it('reads Windows-1252 as Excel in Brazil saves it', async () => {
    const bytes = windows1252('Nome;Município\r\nJoão;São João de Meriti\r\nMaria;Conceição de Macabu\r\n');
    expect(bytes.includes(Buffer.from('ã', 'utf8'))).toBe(false); // really cp1252 bytes
    const table = await openTable(text(bytes));
    expect(table).toMatchObject({ encoding: 'windows-1252', headers: ['Nome', 'Município'] });
    expect((await all(table)).map((r) => r.cells)).toEqual([
      ['João', 'São João de Meriti'],
      ['Maria', 'Conceição de Macabu'],
    ]);
  });

  it('tells Windows-1252 by the whole file, not its first bytes', async () => {
    const ascii = Array.from({ length: 5_000 }, (_, i) => `Nome ${i};Rua ${i}`).join('\r\n');
    const table = await openTable(text(windows1252(`Nome;Endereço\r\n${ascii}\r\nConceição;Praça\r\n`)));
    expect(table.encoding).toBe('windows-1252');
    expect((await all(table)).at(-1)?.cells).toEqual(['Conceição', 'Praça']);
  });

  it('honours quotes: delimiters, doubled quotes and line breaks inside them', async () => {
    const csv = 'Nome;Obs;Valor\r\n"Silva; Maria";"linha 1\r\nlinha 2";"1.234,56"\r\n"Dizem ""oi""";x;\r\n\r\n;;\r\nZé;y;z';
    const table = await openTable(text(csv));
    expect(await all(table)).toEqual([
      { line: 2, cells: ['Silva; Maria', 'linha 1\r\nlinha 2', '1.234,56'] },
      { line: 3, cells: ['Dizem "oi"', 'x', ''] },
      { line: 6, cells: ['Zé', 'y', 'z'] }, // records 4 and 5 are blank
    ]);
  });

  it('pads short rows and trims long ones to the header, and skips blank lines before the header', async () => {
    const table = await openTable(text('\r\n\r\nA;B;C;;\r\n1\r\n1;2;3;4;5\r\n'));
    expect(table.headers).toEqual(['A', 'B', 'C']);
    expect(await all(table)).toEqual([
      { line: 4, cells: ['1', '', ''] },
      { line: 5, cells: ['1', '2', '3'] },
    ]);
  });

  it('detects TAB as the delimiter', async () => {
    const table = await openTable(text('Placa\tNome\nABC1234\tAna, Bia\n', 'txt'));
    expect(table.delimiter).toBe('\t');
    expect((await all(table))[0]?.cells).toEqual(['ABC1234', 'Ana, Bia']);
  });
});

describe('openTable: XLSX', () => {
  it('imports values, never formulas: dates, money, long numbers, booleans, rich text, links; first sheet only', async () => {
    const path = await writeXlsx(file('xlsx'), (workbook) => {
      const sheet = workbook.addWorksheet('Veículos');
      sheet.addRow(['Placa', 'Renavam', 'Valor', 'Dobro', 'Data', 'Ativo', 'Nome', 'Site', 'Erro', 'Sem resultado']);
      sheet.addRow([
        'ABC1D23',
        123456789012,
        1234.56,
        { formula: 'C2*2', result: 2469.12 },
        new Date(Date.UTC(2024, 0, 31)),
        true,
        { richText: [{ text: 'São ' }, { font: { bold: true }, text: 'João' }] },
        { text: 'despacha', hyperlink: 'https://example.com' },
        { error: '#N/A' },
        { formula: '1+1' },
      ]);
      sheet.getCell('C2').numFmt = '#,##0.00';
      sheet.addRow([]);
      sheet.addRow(['XYZ9876', 98765432109, 0.1 + 0.2, { formula: 'E2+1', result: 45323 }, new Date(Date.UTC(1999, 11, 31, 15, 30)), false]);
      sheet.getCell('D4').numFmt = 'dd/mm/yyyy';
      workbook.addWorksheet('Outra').addRow(['não lida']);
    });
    const table = await openTable(path);
    expect(table.format).toBe('xlsx');
    expect(table.encoding).toBeUndefined();
    expect(table.headers).toEqual(['Placa', 'Renavam', 'Valor', 'Dobro', 'Data', 'Ativo', 'Nome', 'Site', 'Erro', 'Sem resultado']);
    expect(await all(table)).toEqual([
      { line: 2, cells: ['ABC1D23', '123456789012', '1234.56', '2469.12', '31/01/2024', 'VERDADEIRO', 'São João', 'despacha', '', ''] },
      { line: 4, cells: ['XYZ9876', '98765432109', '0.3', '01/02/2024', '31/12/1999', 'FALSO', '', '', '', ''] },
    ]);
  });

  it('reads by content: an XLSX named .csv is an XLSX; its rows count against the limit', async () => {
    const path = await writeXlsx(file('csv'), (workbook) => {
      const sheet = workbook.addWorksheet('A');
      sheet.addRow(['Placa']);
      sheet.addRows([['AAA1111'], ['BBB2222'], ['CCC3333']]);
    });
    expect((await openTable(path)).format).toBe('xlsx');
    expect(await refused(all(await openTable(path, { maxRows: 2 })))).toBe(importMessages.tooManyRows);
  });

  it("reads back the app's own exports (round trip): the streamed XLSX and the CSV", async () => {
    const columns = [
      { header: 'Nº', width: 8, type: 'int' },
      { header: 'Nome', width: 30, type: 'text' },
      { header: 'Aberto em', width: 11, type: 'date' },
      { header: 'Total (R$)', width: 14, type: 'money' },
    ] as const;
    const rows = [
      [1, 'Ana Conceição', '2026-03-02', 123456],
      [2, '=1+1', null, -1999],
    ];
    const xlsx = await xlsxStreamWriter(columns, 'Clientes');
    await xlsx.write(rows);
    const table = await openTable(text(await xlsx.finish(null), 'xlsx'));
    expect(table.headers).toEqual(['Nº', 'Nome', 'Aberto em', 'Total (R$)']);
    expect((await all(table)).map((r) => r.cells)).toEqual([
      ['1', 'Ana Conceição', '02/03/2026', '1234.56'],
      ['2', '=1+1', '', '-19.99'],
    ]);
    const csv = await csvStreamWriter(columns);
    await csv.write(rows);
    const fromCsv = await openTable(text(await csv.finish(null)));
    expect(fromCsv).toMatchObject({ encoding: 'utf-8', delimiter: ';', headers: ['Nº', 'Nome', 'Aberto em', 'Total (R$)'] });
    expect((await all(fromCsv))[0]?.cells.slice(0, 2)).toEqual(['1', 'Ana Conceição']);
  });

  it('stops cleanly when the reading stops early (a preview)', async () => {
    const path = await writeXlsx(file('xlsx'), (workbook) => {
      const sheet = workbook.addWorksheet('A');
      sheet.addRow(['Placa', 'Nome']);
      for (let i = 0; i < 500; i += 1) sheet.addRow([`ABC${i}`, `Nome ${i}`]);
    });
    const table = await openTable(path);
    const seen = [];
    for await (const row of table.rows) {
      seen.push(row.line);
      if (seen.length === 50) break;
    }
    expect(seen.at(-1)).toBe(51);
    const unread = await openTable(path);
    await unread.close();
  });

  it.runIf(fs.existsSync('/proc/self/fd'))('keeps no file open for a caller that reads the headers only', async () => {
    const openFixtures = () =>
      fs.readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(folder.dir);
        } catch {
          return false; // gone meanwhile
        }
      });
    const xlsx = await writeXlsx(file('xlsx'), (workbook) => workbook.addWorksheet('A').addRows([['Placa'], ['AAA1111'], ['BBB2222']]));
    const csv = text(`Placa\r\n${'AAA1111\r\n'.repeat(50_000)}`);
    expect((await openTable(xlsx)).headers).toEqual(['Placa']);
    expect((await openTable(csv)).headers).toEqual(['Placa']);
    await new Promise((resolve) => setTimeout(resolve, 50)); // closing a stream takes a turn or two
    expect(openFixtures()).toEqual([]);
  });

  it('refuses a damaged XLSX', async () => {
    const path = await writeXlsx(file('xlsx'), (workbook) => workbook.addWorksheet('A').addRow(['Placa']));
    const bytes = fs.readFileSync(path);
    expect(await refused(openTable(text(bytes.subarray(0, bytes.length >> 1), 'xlsx')))).toBe(importMessages.corrupt);
    // A well-formed zip whose sheet is not XML.
    const garbled = zipBytes([...workbookEntries(), { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet><sheetData></row></worksheet>') }]);
    expect(await refused(openTable(text(garbled, 'xlsx')))).toBe(importMessages.corrupt);
  });

  it('refuses an XLSX with a header only, or empty', async () => {
    const headerOnly = await writeXlsx(file('xlsx'), (workbook) => workbook.addWorksheet('A').addRow(['Placa', 'Nome']));
    expect(await refused(openTable(headerOnly))).toBe(importMessages.headerOnly);
    const empty = await writeXlsx(file('xlsx'), (workbook) => workbook.addWorksheet('A'));
    expect(await refused(openTable(empty))).toBe(importMessages.empty);
  });

  it('refuses more than 200 columns and a cell over 2,000 characters', async () => {
    const wide = await writeXlsx(file('xlsx'), (workbook) => {
      const sheet = workbook.addWorksheet('A');
      sheet.addRow(Array.from({ length: 201 }, (_, i) => `C${i}`));
      sheet.addRow(['x']);
    });
    expect(await refused(openTable(wide))).toBe(importMessages.tooManyColumns);
    const long = await writeXlsx(file('xlsx'), (workbook) => {
      const sheet = workbook.addWorksheet('A');
      sheet.addRow(['Nome']);
      sheet.addRow(['Ana']);
      sheet.addRow(['x'.repeat(5_000)]);
    });
    const table = await openTable(long);
    expect(await refused(all(table))).toBe(importMessages.cellTooLong(3));
  });
});

describe('openTable: refused files', () => {
  it('refuses what is not a spreadsheet, whatever its name', async () => {
    expect(await refused(openTable(text(pdfBytes(), 'csv')))).toBe(importMessages.notSpreadsheet);
    expect(await refused(openTable(text(pngBytes(), 'xlsx')))).toBe(importMessages.notSpreadsheet);
    const docx = zipBytes([{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }]);
    expect(await refused(openTable(text(docx, 'xlsx')))).toBe(importMessages.notSpreadsheet);
  });

  it('tells an encrypted XLSX from an Excel 97-2003 file (both OLE compound files)', async () => {
    const encrypted = cfbBytes(['\u0006DataSpaces', 'EncryptionInfo', 'EncryptedPackage']);
    expect(await refused(openTable(text(encrypted, 'xlsx')))).toBe(importMessages.encrypted);
    expect(await refused(openTable(text(cfbBytes(['Workbook', '\u0005SummaryInformation']), 'xls')))).toBe(importMessages.oldExcel);
    expect(await refused(openTable(text(cfbBytes(['WordDocument']), 'doc')))).toBe(importMessages.notSpreadsheet);
  });

  it('refuses a zip bomb from its directory, before inflating anything', async () => {
    const zeros = await deflatedZeros(300 * 1024 * 1024);
    expect(zeros.deflated.length).toBeLessThan(2 * 1024 * 1024);
    const bomb = zipBytes([...workbookEntries(), { name: 'xl/worksheets/sheet1.xml', data: zeros }]);
    const started = Date.now();
    expect(await refused(openTable(text(bomb, 'xlsx')))).toBe(importMessages.zipBomb);
    expect(Date.now() - started).toBeLessThan(5_000); // not inflated: 300 MB would take longer than that here
  });

  it('refuses a zip whose entry inflates to more than it declares', async () => {
    const zeros = await deflatedZeros(20 * 1024 * 1024);
    const liar = zipBytes([...workbookEntries(), { name: 'xl/worksheets/sheet1.xml', data: zeros, declaredSize: 1_000 }]);
    expect(await refused(openTable(text(liar, 'xlsx')))).toBe(importMessages.zipBomb);
  });

  it('refuses 1,000 columns', async () => {
    const header = Array.from({ length: 1_000 }, (_, i) => `Coluna ${i + 1}`).join(';');
    expect(await refused(openTable(text(`${header}\r\n1;2;3\r\n`)))).toBe(importMessages.tooManyColumns);
  });

  it('refuses an empty file, and one of blanks and a BOM only', async () => {
    expect(await refused(openTable(text('')))).toBe(importMessages.empty);
    expect(await refused(openTable(text('\uFEFF  \r\n\t\r\n ; ;\r\n')))).toBe(importMessages.empty);
  });

  it('refuses a header with no rows under it', async () => {
    expect(await refused(openTable(text('Placa;Nome\r\n')))).toBe(importMessages.headerOnly);
    expect(await refused(openTable(text('Placa;Nome\r\n\r\n;\r\n')))).toBe(importMessages.headerOnly);
  });

  it('refuses a row of 100,000 characters with the line it is on', async () => {
    expect(await refused(openTable(text(`Placa;Nome\r\nABC1234;${'x'.repeat(100_000)}\r\n`)))).toBe(importMessages.cellTooLong(2));
    // Further down, it comes from the rows; one line with no delimiter or quote at all too.
    const table = await openTable(text(`Nome\r\nAna\r\nBia\r\n${'y'.repeat(100_000)}\r\n`));
    expect(await refused(all(table))).toBe(importMessages.cellTooLong(4));
    // A quote opened and never closed swallows the rest of the file: the same message.
    const unclosed = await openTable(text(`Nome;Obs\r\nAna;ok\r\nBia;"começa\r\n${'Caio;ok\r\n'.repeat(1_000)}`));
    expect(await refused(all(unclosed))).toBe(importMessages.cellTooLong(3));
  });

  it('refuses NUL bytes, up front or further on', async () => {
    expect(await refused(openTable(text(Buffer.from('Placa;Nome\r\nABC\0\0;x\r\n'))))).toBe(importMessages.binaryText);
    const later = await openTable(text(`Nome\r\n${'Ana\r\n'.repeat(20_000)}Bia\0\r\n`));
    expect(await refused(all(later))).toBe(importMessages.binaryText);
  });

  it('refuses a binary file with no known signature', async () => {
    const noise = Buffer.from(Array.from({ length: 4_096 }, (_, i) => ((i * 7919) % 255) + 1));
    expect(await refused(openTable(text(noise)))).toBe(importMessages.notSpreadsheet);
  });
});

describe('openTable: row limit and streaming', () => {
  it('refuses 200,001 data rows while reading, after 200,000', async () => {
    const path = writeManyRows(file('csv'), 200_001, (i) => `ABC${i};${i};Nome ${i}`);
    const table = await openTable(path);
    let read = 0;
    const error = await (async () => {
      for await (const _ of table.rows) read += 1;
    })().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((error as Error).message).toBe(importMessages.tooManyRows);
    expect(read).toBe(200_000);
  });

  it('takes a lower row limit as an option, and a break releases the file', async () => {
    const path = writeManyRows(file('csv'), 11, (i) => `ABC${i};${i};Nome ${i}`);
    expect(await refused(all(await openTable(path, { maxRows: 10 })))).toBe(importMessages.tooManyRows);
    const table = await openTable(path, { maxRows: 11 });
    for await (const row of table.rows) if (row.line === 3) break;
    await table.close(); // harmless after the break
  });

  it('streams 100,000 rows of a 45 MB file without holding it', async () => {
    const filler = 'x'.repeat(430);
    const path = writeManyRows(file('csv'), 100_000, (i) => `ABC${i % 10_000};${String(i).padStart(11, '0')};${filler}`, 'Placa;Renavam;Obs');
    expect(fs.statSync(path).size).toBeGreaterThan(43 * 1024 * 1024);
    // Garbage is left out of the measure: a full collection before each sample. `gc` is exposed at
    // run time (v8 flag + a fresh context), as vitest's workers are not started with --expose-gc.
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const table = await openTable(path, { maxCellChars: 1_000 });
    gc();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let count = 0;
    let last = 0;
    for await (const row of table.rows) {
      count += 1;
      last = row.line;
      if (count % 20_000 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
    }
    expect(count).toBe(100_000);
    expect(last).toBe(100_001);
    // A reader holding the file (or its rows) would keep 45 MB at least; streaming keeps a few chunks.
    expect(peak - before).toBeLessThan(16 * 1024 * 1024);
  });
});
