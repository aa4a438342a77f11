import fs from 'node:fs';
import { importMessages } from '@despacha/domain/imports/messages';
import { ImportFileError, MAX_CELLS_PER_ROW, type RawRow, type TableLimits } from './table.ts';

// CSV as Excel in Brazil writes it and as other systems export it: RFC 4180 quoting (delimiters,
// doubled quotes and line breaks inside quotes), CRLF or LF, ';' or ',' or TAB, UTF-8 (with or
// without BOM) or Windows-1252. Streamed in 64 KB chunks: a file is never held whole in memory.

export type CsvEncoding = 'utf-8' | 'windows-1252';
export type CsvDelimiter = ',' | ';' | '\t';

const CHUNK_BYTES = 64 * 1024;
/** A field is refused once this long before trimming, so one endless line cannot fill memory. */
const RAW_FIELD_CAP = 64 * 1024;

/** UTF-8 if every byte sequence of the file is valid UTF-8 (plain ASCII included), else Windows-1252. */
export async function detectEncoding(filePath: string): Promise<CsvEncoding> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for await (const chunk of fs.createReadStream(filePath, { highWaterMark: 1024 * 1024 })) {
    try {
      decoder.decode(chunk as Buffer, { stream: true });
    } catch {
      return 'windows-1252';
    }
  }
  // A sequence cut by the end of the file is a truncated UTF-8 file, not Windows-1252.
  return 'utf-8';
}

/**
 * The most frequent of ; , TAB outside quotes in the first line that has text (ties: ; then , then
 * TAB). Lines of blanks and delimiters only are passed over.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  let counts = { ';': 0, ',': 0, '\t': 0 };
  let inQuotes = false;
  let seen = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (ch === '"') {
      inQuotes = !inQuotes;
      seen = true;
    } else if (inQuotes) continue;
    else if (ch === '\n' || ch === '\r') {
      if (seen) break;
      counts = { ';': 0, ',': 0, '\t': 0 };
    } else if (ch === ';' || ch === ',' || ch === '\t') counts[ch] += 1;
    else if (ch.trim() !== '') seen = true;
  }
  // No delimiter at all (a one-column file): ';', so that "1.234,56" stays one cell.
  let best: CsvDelimiter = ';';
  for (const d of [',', '\t'] as const) if (counts[d] > counts[best]) best = d;
  return best;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * An incremental RFC 4180 parser: `push` text as it is decoded, take the finished records.
 * `line` is the record's number (header = 1), which is the row Excel shows for the file: a line
 * break inside quotes does not start a new one. Lenient where Excel is: a quote inside an
 * unquoted field is a character; text after a closing quote is kept.
 */
export class CsvParser {
  private readonly delimiter: number;
  private cells: string[] = [];
  private field = '';
  private inQuotes = false;
  /** A quote was seen inside quotes: the next character tells a doubled quote from the closing one. */
  private quotePending = false;
  private afterCR = false;
  private record = 1;
  private out: RawRow[] = [];

  constructor(
    delimiter: CsvDelimiter,
    private readonly limits: Pick<TableLimits, 'maxCellChars'>,
  ) {
    this.delimiter = delimiter.charCodeAt(0);
  }

  private tooLong(): never {
    throw new ImportFileError(importMessages.cellTooLong(this.record));
  }

  private append(text: string, start: number, end: number) {
    if (end <= start) return;
    if (this.field.length + (end - start) > RAW_FIELD_CAP) this.tooLong();
    this.field += text.slice(start, end);
  }

  private endField() {
    const cell = this.field.trim();
    this.field = '';
    if (cell.length > this.limits.maxCellChars) this.tooLong();
    if (this.cells.length >= MAX_CELLS_PER_ROW) throw new ImportFileError(importMessages.tooManyColumns);
    this.cells.push(cell);
  }

  private endRecord() {
    this.endField();
    this.out.push({ line: this.record, cells: this.cells });
    this.cells = [];
    this.record += 1;
  }

  push(text: string): RawRow[] {
    const { delimiter } = this;
    let i = 0;
    const n = text.length;
    while (i < n) {
      if (this.afterCR) {
        this.afterCR = false;
        if (text.charCodeAt(i) === LF) {
          i += 1;
          continue;
        }
      }
      if (this.inQuotes) {
        if (this.quotePending) {
          this.quotePending = false;
          if (text.charCodeAt(i) === QUOTE) {
            this.append('"', 0, 1);
            i += 1;
            continue;
          }
          this.inQuotes = false; // the pending quote closed the field; this character is outside
          continue;
        }
        const close = text.indexOf('"', i);
        const stop = close === -1 ? n : close;
        this.append(text, i, stop);
        if (close === -1) break;
        this.quotePending = true;
        i = close + 1;
        continue;
      }
      // Outside quotes: take the literal run up to the next special character.
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === delimiter || c === LF || c === CR || c === QUOTE) break;
        j += 1;
      }
      this.append(text, i, j);
      if (j === n) break;
      const c = text.charCodeAt(j);
      i = j + 1;
      if (c === delimiter) this.endField();
      else if (c === LF) this.endRecord();
      else if (c === CR) {
        this.endRecord();
        this.afterCR = true;
      } else if (this.field.trim() === '') {
        this.field = '';
        this.inQuotes = true; // an opening quote (spaces before it are dropped)
      } else {
        this.append('"', 0, 1); // a quote inside an unquoted field is a character
      }
    }
    return this.take();
  }

  /** The last record, when the file does not end with a line break. */
  end(): RawRow[] {
    if (this.field !== '' || this.cells.length > 0 || this.inQuotes) this.endRecord();
    this.inQuotes = false;
    this.quotePending = false;
    return this.take();
  }

  private take(): RawRow[] {
    const out = this.out;
    this.out = [];
    return out;
  }
}

/** The records of a CSV file, decoded and parsed a chunk at a time. */
export async function* readCsvRows(
  filePath: string,
  encoding: CsvEncoding,
  delimiter: CsvDelimiter,
  limits: Pick<TableLimits, 'maxCellChars'>,
): AsyncGenerator<RawRow> {
  // TextDecoder drops a leading UTF-8 BOM (ignoreBOM is false by default).
  const decoder = new TextDecoder(encoding);
  const parser = new CsvParser(delimiter, limits);
  const stream = fs.createReadStream(filePath, { highWaterMark: CHUNK_BYTES });
  try {
    for await (const chunk of stream) {
      const text = decoder.decode(chunk as Buffer, { stream: true });
      if (text.includes('\0')) throw new ImportFileError(importMessages.binaryText);
      yield* parser.push(text);
    }
    yield* parser.push(decoder.decode());
    yield* parser.end();
  } finally {
    stream.destroy();
  }
}
