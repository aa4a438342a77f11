// One entry of a zip's central directory, as zip-guard.ts reads it and the readers of what the zip
// holds (xlsx-reader.ts, export-archive.ts) use it. Apart from zip-guard.ts, which asks
// export-archive.ts whether a zip is an agency export, so that neither imports the other back.

/** A file inside the zip: where its data lies and how large it says it is. */
export type ZipEntry = {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
  /** Where the compressed data starts (after the local header), filled by `checkZip`. */
  dataOffset: number;
  /** Where the entry's record (local header, data, data descriptor) ends, filled by `checkZip`. */
  blockEnd: number;
};
