import fs from 'node:fs';
import { importMessages } from '@despacha/domain/imports/messages';
import { ImportFileError } from './table.ts';

// What a file is, told by its first bytes and never by its name: a zip (XLSX), an OLE compound
// file (an old .xls, or an XLSX encrypted with a password, which Excel stores as OLE), a known
// binary format, or text (a CSV candidate).

export const HEAD_BYTES = 64 * 1024;

export type FileKind = 'zip' | 'text';

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);

const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Formats users send by mistake: PDF, images, archives, executables, other zips' empty form. */
const BINARY_SIGNATURES: number[][] = [
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0x52, 0x49, 0x46, 0x46], // RIFF (WebP, WAV, AVI)
  [0x49, 0x49, 0x2a, 0x00], // TIFF little-endian
  [0x4d, 0x4d, 0x00, 0x2a], // TIFF big-endian
  [0x42, 0x4d], // BMP
  [0x50, 0x4b, 0x05, 0x06], // empty zip
  [0x50, 0x4b, 0x07, 0x08], // spanned zip
  [0x1f, 0x8b], // gzip
  [0x52, 0x61, 0x72, 0x21], // Rar!
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  [0x4d, 0x5a], // MZ (Windows executable)
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0x00, 0x00, 0x00], // ftyp-boxed media (HEIC, MP4) and other NUL-led binaries
];

/**
 * Tells the kind from the file's first bytes (up to HEAD_BYTES); throws ImportFileError for what is
 * refused up front. A CFB file is read further (`cfbVerdict`) to tell encrypted XLSX from .xls.
 */
export async function detectKind(filePath: string, head: Buffer): Promise<FileKind> {
  if (startsWith(head, ZIP_LOCAL)) return 'zip';
  if (startsWith(head, CFB)) throw new ImportFileError(await cfbVerdict(filePath));
  // 'BM' and 'MZ' are also how a CSV whose first header is "BMW..." or "MZ..." starts: only their
  // binary forms (with control bytes) are refused by the text checks below, not by the signature.
  const textual = (sig: number[]) => sig.length === 2 && (sig[0] === 0x42 || sig[0] === 0x4d);
  if (BINARY_SIGNATURES.some((sig) => !textual(sig) && startsWith(head, sig))) {
    throw new ImportFileError(importMessages.notSpreadsheet);
  }
  if (head.includes(0)) throw new ImportFileError(importMessages.binaryText);
  // Text has few control bytes besides TAB, LF, FF and CR; binary data has many.
  let control = 0;
  for (const byte of head) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) control += 1;
  if (control > Math.max(8, head.length / 100)) throw new ImportFileError(importMessages.notSpreadsheet);
  return 'text';
}

const utf16 = (name: string) => Buffer.from(name, 'utf16le');
const ENCRYPTION_NAMES = [utf16('EncryptionInfo'), utf16('EncryptedPackage')];
const WORKBOOK_NAMES = [utf16('Workbook'), utf16('Book')];
/** A CFB directory entry is 128 bytes long and starts on a 128-byte boundary of the file. */
const DIRECTORY_ENTRY = 128;

/**
 * An OLE compound file (CFB, [MS-CFB]) is an Excel 97-2003 workbook, or an XLSX that Excel
 * encrypted with a password: [MS-OFFCRYPTO] stores those as a CFB whose directory has the
 * streams "EncryptionInfo" and "EncryptedPackage". Directory entries begin with the stream's name
 * in UTF-16LE on a 128-byte boundary, so the file is scanned for those names at such offsets
 * (streamed; bounded by the upload limit) instead of walking the FAT chains: a false match would
 * need that exact UTF-16 text at an aligned offset, and the file is refused either way, with
 * only the message at stake.
 */
export async function cfbVerdict(filePath: string): Promise<string> {
  let workbook = false;
  let offset = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of fs.createReadStream(filePath, { highWaterMark: 1024 * 1024 })) {
    const buffer = Buffer.concat([tail, chunk as Buffer]);
    const base = offset - tail.length;
    const found = (name: Buffer) => {
      for (let at = buffer.indexOf(name); at !== -1; at = buffer.indexOf(name, at + 1)) {
        if ((base + at) % DIRECTORY_ENTRY === 0) return true;
      }
      return false;
    };
    if (ENCRYPTION_NAMES.some(found)) return importMessages.encrypted;
    workbook ||= WORKBOOK_NAMES.some(found);
    offset += (chunk as Buffer).length;
    tail = buffer.subarray(Math.max(0, buffer.length - 64));
  }
  return workbook ? importMessages.oldExcel : importMessages.notSpreadsheet;
}
