import fs from 'node:fs';
import { IMPORT_LIMITS } from '@despacha/domain/imports/field-keys';
import { importMessages } from '@despacha/domain/imports/messages';
import { detectDelimiter, detectEncoding, readCsvRows } from './csv-reader.ts';
import { HEAD_BYTES, detectKind } from './file-kind.ts';
import { ImportFileError, type OpenedTable, type ReadTableOptions, shapeTable, tableLimits } from './table.ts';
import { readXlsxRows } from './xlsx-reader.ts';
import { checkZip } from './zip-guard.ts';
import { isAgencyExport, readExportArchive } from './export-archive.ts';

// Importar dados (issue 33): opens an uploaded spreadsheet, CSV or XLSX, told apart by content.
// Everything refused up front (not a spreadsheet, encrypted, .xls, damaged, zip bomb, empty,
// header only, too many columns) throws ImportFileError from openTable; what can only be seen
// while reading (too many rows, a cell too long, NUL bytes further on) throws it from `rows`.

export { ImportFileError, type OpenedTable, type ReadTableOptions, type TableRow } from './table.ts';

async function readHead(filePath: string): Promise<Buffer> {
  const fd = await fs.promises.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await fd.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await fd.close();
  }
}

export async function openTable(filePath: string, options: ReadTableOptions = {}): Promise<OpenedTable> {
  const limits = tableLimits(options);
  const { size } = await fs.promises.stat(filePath);
  if (size === 0) throw new ImportFileError(importMessages.empty);
  if (size > IMPORT_LIMITS.fileBytes) throw new ImportFileError(importMessages.tooLarge);
  const head = await readHead(filePath);
  const kind = await detectKind(filePath, head);

  if (kind === 'zip') {
    const entries = await checkZip(filePath);
    if (isAgencyExport(entries)) return { format: 'despacha-export', ...(await shapeTable(() => readExportArchive(filePath, entries, limits), limits)) };
    return { format: 'xlsx', ...(await shapeTable(() => readXlsxRows(filePath, entries, limits), limits)) };
  }

  const encoding = await detectEncoding(filePath);
  const delimiter = detectDelimiter(new TextDecoder(encoding).decode(head));
  const table = await shapeTable(() => readCsvRows(filePath, encoding, delimiter, limits), limits);
  return { format: 'csv', encoding, delimiter, ...table };
}
