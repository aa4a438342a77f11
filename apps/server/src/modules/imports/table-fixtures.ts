import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type ExcelJS from 'exceljs';

// Test files for the import's reader, written at test time into a temporary folder: no binary
// fixture is committed. Each builder returns the path of the file it wrote.

export function fixtureFolder(): { dir: string; file(name: string): string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'despacha-import-'));
  return { dir, file: (name) => path.join(dir, name), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export function writeBytes(file: string, bytes: Buffer | string): string {
  fs.writeFileSync(file, bytes);
  return file;
}

/** Text as Excel in Brazil saves "CSV (separado por vírgulas)": Windows-1252 bytes. */
export function windows1252(text: string): Buffer {
  // 0x80-0x9F hold € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ; the rest is Latin-1.
  const high = new Map<string, number>();
  const decoder = new TextDecoder('windows-1252');
  for (let b = 0x80; b <= 0x9f; b += 1) high.set(decoder.decode(Buffer.from([b])), b);
  return Buffer.from(
    Array.from(text, (ch) => {
      const code = ch.codePointAt(0)!;
      if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
      const byte = high.get(ch);
      if (byte === undefined) throw new Error(`${ch} has no Windows-1252 byte`);
      return byte;
    }),
  );
}

/** An XLSX written by exceljs's (non-streaming) writer; `fill` adds the sheets. */
export async function writeXlsx(file: string, fill: (workbook: ExcelJS.Workbook) => void): Promise<string> {
  const { default: ExcelJSModule } = await import('exceljs');
  const workbook = new ExcelJSModule.Workbook();
  fill(workbook);
  await workbook.xlsx.writeFile(file);
  return file;
}

/** The start of a PDF: what the magic-byte check sees. */
export const pdfBytes = () => Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** A 1x1 PNG (signature, IHDR, IDAT, IEND). */
export const pngBytes = () =>
  Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0e6c5a30000000049454e44ae426082',
    'hex',
  );

/**
 * A minimal OLE compound file ([MS-CFB], version 3, 512-byte sectors): a faithful 512-byte header,
 * one FAT sector and one directory sector holding the root entry and the named streams (empty,
 * in a chain of right siblings). It carries no stream data: enough for detection by directory
 * names, which is all the reader looks at. An encrypted XLSX's directory ([MS-OFFCRYPTO]) has
 * "EncryptionInfo" and "EncryptedPackage"; an Excel 97-2003 file has "Workbook".
 */
export function cfbBytes(streamNames: string[]): Buffer {
  if (streamNames.length > 3) throw new Error('one directory sector holds the root and 3 streams');
  const SECTOR = 512;
  const FREE = 0xffffffff;
  const END_OF_CHAIN = 0xfffffffe;
  const FAT_SECTOR = 0xfffffffd;
  const file = Buffer.alloc(SECTOR * 3);
  // Header.
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(file, 0);
  file.writeUInt16LE(0x003e, 0x18); // minor version
  file.writeUInt16LE(0x0003, 0x1a); // major version 3
  file.writeUInt16LE(0xfffe, 0x1c); // byte order mark
  file.writeUInt16LE(9, 0x1e); // sector shift: 512
  file.writeUInt16LE(6, 0x20); // mini sector shift: 64
  file.writeUInt32LE(0, 0x28); // directory sectors (0 in version 3)
  file.writeUInt32LE(1, 0x2c); // FAT sectors
  file.writeUInt32LE(1, 0x30); // first directory sector
  file.writeUInt32LE(0x1000, 0x38); // mini stream cutoff
  file.writeUInt32LE(END_OF_CHAIN, 0x3c); // first mini FAT sector
  file.writeUInt32LE(0, 0x40);
  file.writeUInt32LE(END_OF_CHAIN, 0x44); // first DIFAT sector
  file.writeUInt32LE(0, 0x48);
  file.writeUInt32LE(0, 0x4c); // DIFAT[0]: the FAT is sector 0
  for (let i = 1; i < 109; i += 1) file.writeUInt32LE(FREE, 0x4c + 4 * i);
  // Sector 0: the FAT. Sector 0 is the FAT itself; sector 1, the directory, ends its chain.
  const fat = SECTOR;
  for (let i = 0; i < SECTOR / 4; i += 1) file.writeUInt32LE(FREE, fat + 4 * i);
  file.writeUInt32LE(FAT_SECTOR, fat);
  file.writeUInt32LE(END_OF_CHAIN, fat + 4);
  // Sector 1: the directory, 4 entries of 128 bytes.
  const entries = [{ name: 'Root Entry', type: 5 }, ...streamNames.map((name) => ({ name, type: 2 }))];
  for (let i = 0; i < 4; i += 1) {
    const at = SECTOR * 2 + 128 * i;
    file.writeUInt32LE(FREE, at + 0x44); // left sibling
    file.writeUInt32LE(FREE, at + 0x48); // right sibling
    file.writeUInt32LE(FREE, at + 0x4c); // child
    const entry = entries[i];
    if (!entry) continue; // unused entry: type 0
    const name = Buffer.from(`${entry.name}\0`, 'utf16le');
    name.copy(file, at);
    file.writeUInt16LE(name.length, at + 0x40);
    file.writeUInt8(entry.type, at + 0x42);
    file.writeUInt8(1, at + 0x43); // black
    if (i === 0 && entries.length > 1) file.writeUInt32LE(1, at + 0x4c); // root's child: the first stream
    if (i > 0 && i + 1 < entries.length) file.writeUInt32LE(i + 1, at + 0x48); // next stream as right sibling
    file.writeUInt32LE(END_OF_CHAIN, at + 0x74); // starting sector: none (empty stream)
  }
  return file;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export type ZipFixtureEntry = {
  name: string;
  /** Deflated already (with `crc` and `size`), or plain data to deflate here. */
  data: Buffer | { deflated: Buffer; crc: number; size: number };
  /** Declares another uncompressed size than the real one (a lying zip). */
  declaredSize?: number;
};

/** A zip written by hand: local headers, deflated data, central directory, end record. */
export function zipBytes(entries: ZipFixtureEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const { deflated, crc, size } = Buffer.isBuffer(entry.data)
      ? { deflated: zlib.deflateRawSync(entry.data), crc: crc32(entry.data), size: entry.data.length }
      : entry.data;
    const declared = entry.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0, 6); // flags
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4); // made by
    header.writeUInt16LE(20, 6); // version needed
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(deflated.length, 20);
    header.writeUInt32LE(declared, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    parts.push(local, name, deflated);
    central.push(header, name);
    offset += local.length + name.length + deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/** `bytes` zero bytes deflated a megabyte at a time (300 MB become some 300 KB, in well under a second). */
export async function deflatedZeros(bytes: number): Promise<{ deflated: Buffer; crc: number; size: number }> {
  const deflate = zlib.createDeflateRaw({ level: 1 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const megabyte = Buffer.alloc(1024 * 1024);
  for (let left = bytes; left > 0; left -= megabyte.length) {
    const piece = left >= megabyte.length ? megabyte : megabyte.subarray(0, left);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  // The CRC is not computed (it would cost more than the deflating): the reader refuses the file
  // from its sizes before any CRC could be checked.
  return { deflated: Buffer.concat(out), crc: 0, size: bytes };
}

/** The smallest entries that make a zip look like a workbook to the directory check. */
export const workbookEntries = (): ZipFixtureEntry[] => [
  { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
  { name: 'xl/workbook.xml', data: Buffer.from('<?xml version="1.0"?><workbook/>') },
];

/** A CSV of `rows` data rows under a header, written in pieces (fast: 200,000 rows in ~100 ms). */
export function writeManyRows(file: string, rows: number, row: (i: number) => string, header = 'Placa;Renavam;Nome'): string {
  const fd = fs.openSync(file, 'w');
  try {
    fs.writeSync(fd, `${header}\r\n`);
    let batch: string[] = [];
    for (let i = 1; i <= rows; i += 1) {
      batch.push(row(i));
      if (batch.length === 10_000 || i === rows) {
        fs.writeSync(fd, `${batch.join('\r\n')}\r\n`);
        batch = [];
      }
    }
  } finally {
    fs.closeSync(fd);
  }
  return file;
}
