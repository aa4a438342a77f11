import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import zlib from 'node:zlib';
import { importMessages } from '@despacha/domain/imports/messages';
import { isAgencyExport } from './export-archive.ts';
import { ImportFileError } from './table.ts';
import type { ZipEntry } from './zip-entry.ts';

// Checks an XLSX's zip before any XML is read: its central directory (the table of contents at
// the end of the file) must be well formed, name xl/workbook.xml, and declare sizes a spreadsheet
// can have; then every entry is inflated once with a counter, so an entry that inflates to more
// than it declares (a lying zip bomb) is refused before exceljs inflates it to disk.

/** The declared uncompressed size of all entries together. */
export const MAX_UNCOMPRESSED_BYTES = 1024 ** 3;
/** An entry larger than ENTRY_RATIO_FLOOR may not inflate to more than MAX_RATIO times its size. */
export const MAX_RATIO = 200;
export const ENTRY_RATIO_FLOOR = 10 * 1024 * 1024;
/** An XLSX has a few dozen entries; tens of thousands are not a workbook. */
const MAX_ENTRIES = 10_000;
/** A data descriptor (after an entry's data when its sizes were unknown up front) is 12 to 24 bytes. */
const MAX_DESCRIPTOR = 24;

const corrupt = () => new ImportFileError(importMessages.corrupt);
const bomb = () => new ImportFileError(importMessages.zipBomb);

async function readAt(fd: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await fd.read(buffer, 0, length, position);
  if (bytesRead !== length) throw corrupt();
  return buffer;
}

const u64 = (buffer: Buffer, at: number) => {
  const value = buffer.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw corrupt();
  return Number(value);
};

/** Reads the central directory: the end record (last 22 + up to 65,535 comment bytes), ZIP64 too. */
async function readDirectory(fd: FileHandle, fileSize: number): Promise<{ entries: ZipEntry[]; directoryOffset: number }> {
  const tailLength = Math.min(fileSize, 22 + 0xffff);
  const tail = await readAt(fd, fileSize - tailLength, tailLength);
  let end = -1;
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end === -1) throw corrupt();
  let count = tail.readUInt16LE(end + 10);
  let size = tail.readUInt32LE(end + 12);
  let offset = tail.readUInt32LE(end + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    // ZIP64: a locator just before the end record points at the ZIP64 end record.
    const locatorAt = fileSize - tailLength + end - 20;
    if (locatorAt < 0) throw corrupt();
    const locator = await readAt(fd, locatorAt, 20);
    if (locator.readUInt32LE(0) !== 0x07064b50) throw corrupt();
    const zip64At = u64(locator, 8);
    if (zip64At + 56 > fileSize) throw corrupt();
    const zip64 = await readAt(fd, zip64At, 56);
    if (zip64.readUInt32LE(0) !== 0x06064b50) throw corrupt();
    count = u64(zip64, 32);
    size = u64(zip64, 40);
    offset = u64(zip64, 48);
  }
  if (count > MAX_ENTRIES) throw bomb();
  if (offset + size > fileSize || size < count * 46) throw corrupt();
  const directory = await readAt(fd, offset, size);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50) throw corrupt();
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    if (at + 46 + nameLength + extraLength + commentLength > directory.length) throw corrupt();
    const entry: ZipEntry = {
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      flags: directory.readUInt16LE(at + 8),
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      uncompressedSize: directory.readUInt32LE(at + 24),
      localOffset: directory.readUInt32LE(at + 42),
      dataOffset: 0,
      blockEnd: 0,
    };
    // ZIP64 extended information (extra field 0x0001): the 64-bit values of the fields set to ~0.
    const extraEnd = at + 46 + nameLength + extraLength;
    for (let x = at + 46 + nameLength; x + 4 <= extraEnd;) {
      const id = directory.readUInt16LE(x);
      const length = directory.readUInt16LE(x + 2);
      if (id === 0x0001) {
        let field = x + 4;
        const take = () => {
          if (field + 8 > x + 4 + length) throw corrupt();
          const value = u64(directory, field);
          field += 8;
          return value;
        };
        if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = take();
        if (entry.compressedSize === 0xffffffff) entry.compressedSize = take();
        if (entry.localOffset === 0xffffffff) entry.localOffset = take();
      }
      x += 4 + length;
    }
    entries.push(entry);
    at = extraEnd + commentLength;
  }
  return { entries, directoryOffset: offset };
}

/** Inflates one entry, counting; refuses more output than declared. Runs on libuv's threads. */
async function verifyEntry(filePath: string, entry: ZipEntry): Promise<void> {
  if (entry.compressedSize === 0) {
    if (entry.uncompressedSize !== 0) throw corrupt();
    return;
  }
  const source = fs.createReadStream(filePath, { start: entry.dataOffset, end: entry.dataOffset + entry.compressedSize - 1 });
  const inflate = zlib.createInflateRaw();
  let produced = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      inflate.on('data', (chunk: Buffer) => {
        produced += chunk.length;
        if (produced > entry.uncompressedSize) reject(bomb());
      });
      inflate.on('end', resolve);
      inflate.on('error', () => reject(corrupt()));
      source.on('error', reject);
      source.pipe(inflate);
    });
  } finally {
    source.destroy();
    inflate.destroy();
  }
}

/**
 * Refuses (ImportFileError) a zip that is not an XLSX (notSpreadsheet), is damaged (corrupt),
 * is encrypted (encrypted), or would inflate past the limits above (zipBomb). Returns its entries.
 */
export async function checkZip(filePath: string): Promise<ZipEntry[]> {
  const fd = await fs.promises.open(filePath, 'r');
  let entries: ZipEntry[];
  try {
    const { size } = await fd.stat();
    const directory = await readDirectory(fd, size);
    entries = directory.entries;
    // A spreadsheet, or a Despacha agency's export (export-archive.ts).
    if (!entries.some((e) => e.name === 'xl/workbook.xml') && !isAgencyExport(entries)) throw new ImportFileError(importMessages.notSpreadsheet);

    let total = 0;
    for (const entry of entries) {
      if (entry.flags & 0x1) throw new ImportFileError(importMessages.encrypted);
      if (entry.method !== 0 && entry.method !== 8) throw corrupt();
      total += entry.uncompressedSize;
      if (total > MAX_UNCOMPRESSED_BYTES) throw bomb();
      if (entry.uncompressedSize > ENTRY_RATIO_FLOOR && entry.uncompressedSize > MAX_RATIO * entry.compressedSize) throw bomb();
      if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize) throw corrupt();
    }

    // The entries must tile the file up to the directory: no hidden local entries between them,
    // as exceljs's unzipper reads the local headers front to back, not the directory.
    const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
    let expected = 0;
    for (const [i, entry] of byOffset.entries()) {
      const gap = entry.localOffset - expected;
      if (gap < 0 || gap > (expected === 0 ? 0 : MAX_DESCRIPTOR)) throw corrupt();
      entry.blockEnd = byOffset[i + 1]?.localOffset ?? directory.directoryOffset;
      const local = await readAt(fd, entry.localOffset, 30);
      if (local.readUInt32LE(0) !== 0x04034b50) throw corrupt();
      entry.dataOffset = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
      expected = entry.dataOffset + entry.compressedSize;
      if (expected > directory.directoryOffset) throw corrupt();
    }
    const gap = directory.directoryOffset - expected;
    if (gap < 0 || gap > MAX_DESCRIPTOR) throw corrupt();
  } finally {
    await fd.close();
  }
  for (const entry of entries) if (entry.method === 8) await verifyEntry(filePath, entry);
  return entries;
}
