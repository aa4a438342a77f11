import { csvThreadWriter, xlsxThreadWriter } from './sheet-thread.ts';

// Writers that take a report's rows in batches and never hold more than one batch of them: the
// reports of an agency (issue 15) reach 100,000 rows. Only the finished file is kept in memory
// (a compressed XLSX of 100,000 rows is a few MB), because storage takes a whole Buffer.

export type { ReportStreamWriter, StreamCell, StreamColumn } from './report.ts';

/**
 * An XLSX file as xlsx-file.ts writes it, and a CSV file as csv-file.ts does, written by the sheet
 * worker (sheet-thread.ts): building the XML of 10,000 rows took some 150 ms of the main thread,
 * which PGlite's queries and other users' requests need.
 */
export const xlsxStreamWriter = xlsxThreadWriter;
export const csvStreamWriter = csvThreadWriter;
