import { importMessages } from '@despacha/domain/imports/messages';
import { describe, expect, it } from 'vitest';
import { CsvParser, detectDelimiter, detectEncoding } from './csv-reader.ts';
import { fixtureFolder, windows1252, writeBytes } from './table-fixtures.ts';

const limits = { maxCellChars: 2_000 };

function parse(text: string, pieces: string[] = [text]) {
  const parser = new CsvParser(';', limits);
  const rows = pieces.flatMap((piece) => parser.push(piece));
  return [...rows, ...parser.end()];
}

describe('CsvParser', () => {
  const tricky = 'a;"b;1";"c ""q"""\r\n"multi\nline";x\r\r\n;\n"end" ;  "sp"  ;z"w';

  it('parses RFC 4180 quoting, CR, LF and CRLF', () => {
    expect(parse(tricky)).toEqual([
      { line: 1, cells: ['a', 'b;1', 'c "q"'] },
      { line: 2, cells: ['multi\nline', 'x'] },
      { line: 3, cells: [''] }, // the lone CR ends an empty record
      { line: 4, cells: ['', ''] },
      { line: 5, cells: ['end', 'sp', 'z"w'] },
    ]);
  });

  it('gives the same records however the text is split into chunks', () => {
    const whole = parse(tricky);
    for (let cut = 1; cut < tricky.length; cut += 1) {
      expect(parse(tricky, [tricky.slice(0, cut), tricky.slice(cut)])).toEqual(whole);
    }
    expect(parse(tricky, Array.from(tricky))).toEqual(whole);
  });

  it('refuses a cell over the limit with its record number', () => {
    expect(() => parse(`a\r\nb\r\n${'x'.repeat(2_001)}`)).toThrow(importMessages.cellTooLong(3));
    expect(parse(`a\r\n  ${'x'.repeat(2_000)}  \r\n`)[1]?.cells[0]).toHaveLength(2_000);
  });
});

describe('detectDelimiter', () => {
  it('takes the most frequent delimiter of the first line, outside quotes', () => {
    expect(detectDelimiter('a;b;c\n1,2,3,4,5')).toBe(';');
    expect(detectDelimiter('a,b,c\n1;2')).toBe(',');
    expect(detectDelimiter('"a;b;c",d,e\n')).toBe(',');
    expect(detectDelimiter('a\tb\tc;d\n')).toBe('\t');
    expect(detectDelimiter('\r\n\r\nPlaca,Nome\r\n')).toBe(',');
    expect(detectDelimiter('Placa\n1.234,56\n')).toBe(';');
  });
});

describe('detectEncoding', () => {
  it('says UTF-8 for valid UTF-8 and ASCII, Windows-1252 otherwise', async () => {
    const folder = fixtureFolder();
    try {
      expect(await detectEncoding(writeBytes(folder.file('a.csv'), 'Placa;Nome\r\n'))).toBe('utf-8');
      expect(await detectEncoding(writeBytes(folder.file('b.csv'), '\uFEFFNome\r\nJoão\r\n'))).toBe('utf-8');
      expect(await detectEncoding(writeBytes(folder.file('c.csv'), windows1252('Nome\r\nJoão\r\n')))).toBe('windows-1252');
    } finally {
      folder.remove();
    }
  });
});
