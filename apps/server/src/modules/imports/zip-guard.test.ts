import crypto from 'node:crypto';
import { importMessages } from '@despacha/domain/imports/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureFolder, workbookEntries, writeBytes, zipBytes } from './table-fixtures.ts';
import { ImportFileError } from './table.ts';
import { checkZip } from './zip-guard.ts';

const folder = fixtureFolder();
afterAll(() => folder.remove());

async function refusal(bytes: Buffer, name: string): Promise<string> {
  const error = await checkZip(writeBytes(folder.file(name), bytes)).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  return (error as Error).message;
}

/** Offset of the central directory, from the end record of a zip without a comment. */
const directoryAt = (zip: Buffer) => zip.readUInt32LE(zip.length - 22 + 16);

describe('checkZip', () => {
  it('lists the entries of a sound workbook zip, each measured', async () => {
    const zip = zipBytes([...workbookEntries(), { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet/>') }]);
    const entries = await checkZip(writeBytes(folder.file('ok.xlsx'), zip));
    expect(entries.map((e) => e.name)).toEqual(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    expect(entries.at(-1)).toMatchObject({ uncompressedSize: 12, blockEnd: directoryAt(zip) });
  });

  it('refuses more than 1 GiB declared in all, even at ratios under 200:1', async () => {
    // Six entries of 1 MB declaring 200 MB each: refused from the directory, never inflated.
    const noise = { deflated: crypto.randomBytes(1024 * 1024), crc: 0, size: 200 * 1024 * 1024 };
    const zip = zipBytes([...workbookEntries(), ...Array.from({ length: 6 }, (_, i) => ({ name: `xl/media/image${i}.bin`, data: noise }))]);
    expect(await refusal(zip, 'sum.xlsx')).toBe(importMessages.zipBomb);
  });

  it('refuses a zip with an encrypted entry, and bytes hidden between the entries', async () => {
    const zip = zipBytes(workbookEntries());
    const locked = Buffer.from(zip);
    locked.writeUInt16LE(0x1, directoryAt(zip) + 8); // the first entry's "encrypted" flag
    expect(await refusal(locked, 'locked.xlsx')).toBe(importMessages.encrypted);
    // 64 bytes more before the directory, the end record moved along: not where the entries end.
    const at = directoryAt(zip);
    const hidden = Buffer.concat([zip.subarray(0, at), Buffer.alloc(64, 0x41), zip.subarray(at)]);
    hidden.writeUInt32LE(at + 64, hidden.length - 22 + 16);
    expect(await refusal(hidden, 'hidden.xlsx')).toBe(importMessages.corrupt);
  });

  it('refuses a zip with no end record or a directory pointing outside the file', async () => {
    const zip = zipBytes(workbookEntries());
    expect(await refusal(zip.subarray(0, zip.length - 10), 'cut.xlsx')).toBe(importMessages.corrupt);
    const astray = Buffer.from(zip);
    astray.writeUInt32LE(zip.length * 2, zip.length - 22 + 16);
    expect(await refusal(astray, 'astray.xlsx')).toBe(importMessages.corrupt);
  });

  it('reads ZIP64 directories: 64-bit sizes in extra fields, and the ZIP64 end record', async () => {
    const zip = zipBytes([...workbookEntries(), { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet/>') }]);
    const at = directoryAt(zip);
    const count = zip.readUInt16LE(zip.length - 22 + 10);
    // Each directory header again, its sizes moved to a ZIP64 extra field (id 1: size, compressed size).
    const headers: Buffer[] = [];
    for (let i = 0, p = at; i < count; i += 1) {
      const nameLength = zip.readUInt16LE(p + 28);
      const header = Buffer.from(zip.subarray(p, p + 46 + nameLength));
      const extra = Buffer.alloc(20);
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(16, 2);
      extra.writeBigUInt64LE(BigInt(header.readUInt32LE(24)), 4);
      extra.writeBigUInt64LE(BigInt(header.readUInt32LE(20)), 12);
      header.writeUInt32LE(0xffffffff, 20);
      header.writeUInt32LE(0xffffffff, 24);
      header.writeUInt16LE(extra.length, 30);
      headers.push(header, extra);
      p += 46 + nameLength;
    }
    const directory = Buffer.concat(headers);
    const zip64End = Buffer.alloc(56);
    zip64End.writeUInt32LE(0x06064b50, 0);
    zip64End.writeBigUInt64LE(44n, 4);
    zip64End.writeBigUInt64LE(BigInt(count), 24);
    zip64End.writeBigUInt64LE(BigInt(count), 32);
    zip64End.writeBigUInt64LE(BigInt(directory.length), 40);
    zip64End.writeBigUInt64LE(BigInt(at), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(at + directory.length), 8);
    locator.writeUInt32LE(1, 16);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(0xffff, 8);
    end.writeUInt16LE(0xffff, 10);
    end.writeUInt32LE(0xffffffff, 12);
    end.writeUInt32LE(0xffffffff, 16);
    const zip64 = Buffer.concat([zip.subarray(0, at), directory, zip64End, locator, end]);
    const entries = await checkZip(writeBytes(folder.file('zip64.xlsx'), zip64));
    expect(entries.map((e) => [e.name, e.uncompressedSize])).toEqual([
      ['[Content_Types].xml', 29],
      ['xl/workbook.xml', 32],
      ['xl/worksheets/sheet1.xml', 12],
    ]);
  });
});
