import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

// The few bytes of the ZIP format an XLSX needs (decision 026): deflated entries, the streamed
// one with a data descriptor after its data (its size and CRC are known only at its end), and the
// central directory. No ZIP64: a report file stays far below 4 GB, and one beyond is refused
// rather than written corrupt.

const LIMIT = 0xffff_ffff;
/**
 * zlib's output buffer for a streamed entry. zlib compresses on the thread pool one output buffer
 * at a time, and starts the next only once the main thread has taken the last: with its default
 * 16 kB (some 160 kB of sheet XML), a query holding the main thread held zlib too, and a 10,000-row
 * export waited 40-50 ms for it. 256 kB takes a whole batch of 1,000 rows in one go.
 */
export const DEFLATE_CHUNK = 256 << 10;
/** Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8. */
const FLAGS_STREAMED = 0x0808;
const FLAGS_KNOWN = 0x0800;
const DEFLATE = 8;
const VERSION = 20;

const crcTable = (() => {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
})();

/** CRC-32 as zip wants it; the table only where zlib.crc32 is missing (Node before 20.15). */
export function crc32Table(data: Uint8Array, previous = 0): number {
  let c = ~previous;
  for (let i = 0; i < data.length; i++) c = crcTable[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}
export const crc32: (data: Uint8Array, previous?: number) => number = typeof zlib.crc32 === 'function' ? (d, p) => zlib.crc32(d, p) : crc32Table;

/** MS-DOS time and date, the zip's only timestamp (local time, two-second steps). */
function dosDateTime(d: Date) {
  const time = (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1);
  const date = (Math.max(d.getFullYear() - 1980, 0) << 9) | ((d.getMonth() + 1) << 5) | d.getDate();
  return { time, date };
}

type Entry = { name: Buffer; flags: number; crc: number; compressed: number; size: number; offset: number };

/** The file outgrew what a ZIP without ZIP64 holds; its pt-BR message is meant for the user. */
export class ZipTooLargeError extends Error {
  override name = 'ZipTooLargeError';
}
const tooLarge = () => new ZipTooLargeError('Arquivo grande demais para ZIP sem ZIP64 (limite de 4 GB).');

export class ZipWriter {
  private readonly entries: Entry[] = [];
  private offset = 0;
  private busy = false;
  private readonly stamp = dosDateTime(new Date());

  /** @param level zlib's 1 (fastest) to 9 (smallest). */
  constructor(
    private readonly out: Writable,
    private readonly level = 6,
  ) {}

  /** Writes to the destination, waiting for its drain when it asks to. */
  private async push(chunk: Buffer) {
    this.offset += chunk.length;
    if (this.offset > LIMIT) throw tooLarge();
    // A destination already destroyed (its upload failed at once) emitted its error before any
    // wait began: waiting for its drain would never end, and the export would beat forever.
    if (this.out.destroyed) throw this.out.errored ?? new Error('zip: destination closed');
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  private localHeader(e: Entry) {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(VERSION, 4);
    h.writeUInt16LE(e.flags, 6);
    h.writeUInt16LE(DEFLATE, 8);
    h.writeUInt16LE(this.stamp.time, 10);
    h.writeUInt16LE(this.stamp.date, 12);
    // A streamed entry leaves CRC and sizes at 0 here: its data descriptor has them.
    h.writeUInt32LE(e.crc, 14);
    h.writeUInt32LE(e.compressed, 18);
    h.writeUInt32LE(e.size, 22);
    h.writeUInt16LE(e.name.length, 26);
    return Buffer.concat([h, e.name]);
  }

  private begin(name: string, flags: number) {
    if (this.busy) throw new Error('zip: an entry is still being written');
    const entry: Entry = { name: Buffer.from(name, 'utf8'), flags, crc: 0, compressed: 0, size: 0, offset: this.offset };
    this.entries.push(entry);
    return entry;
  }

  /** A small entry, compressed in one go. */
  async add(name: string, data: string | Buffer) {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    const deflated = zlib.deflateRawSync(bytes, { level: this.level });
    const entry = this.begin(name, FLAGS_KNOWN);
    Object.assign(entry, { crc: crc32(bytes), compressed: deflated.length, size: bytes.length });
    await this.push(this.localHeader(entry));
    await this.push(deflated);
  }

  /**
   * A large entry written piece by piece. zlib compresses on libuv's thread pool, so the caller
   * builds its next piece meanwhile; `backlog` bytes may wait for zlib before `write` waits too.
   */
  async stream(name: string, backlog = 4 << 20) {
    const entry = this.begin(name, FLAGS_STREAMED);
    this.busy = true;
    await this.push(this.localHeader(entry));
    // zlib hands its options on to its Transform stream (not in its typings).
    const deflate = zlib.createDeflateRaw({ level: this.level, chunkSize: DEFLATE_CHUNK, writableHighWaterMark: backlog } as zlib.ZlibOptions);
    let failure: Error | null = null;
    let output = Promise.resolve();
    // Compressed pieces go out in order; a slow destination pauses zlib until it drains.
    deflate.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length;
      deflate.pause();
      output = output
        .then(() => this.push(chunk))
        .then(
          () => void deflate.resume(),
          // The destination failed (or the file passed 4 GB): zlib stops and every wait on it ends.
          (err: Error) => void deflate.destroy(err),
        );
    });
    deflate.on('error', (err) => (failure = err));
    const fail = () => {
      if (!failure) return;
      deflate.destroy();
      throw failure;
    };
    return {
      write: async (piece: Buffer) => {
        fail();
        if (entry.size + piece.length > LIMIT) throw tooLarge();
        entry.size += piece.length;
        entry.crc = crc32(piece, entry.crc);
        if (!deflate.write(piece)) await once(deflate, 'drain');
        fail();
      },
      end: async () => {
        fail();
        const ended = once(deflate, 'end');
        deflate.end();
        await ended;
        await output;
        fail();
        const d = Buffer.alloc(16);
        d.writeUInt32LE(0x08074b50, 0);
        d.writeUInt32LE(entry.crc, 4);
        d.writeUInt32LE(entry.compressed, 8);
        d.writeUInt32LE(entry.size, 12);
        await this.push(d);
        this.busy = false;
      },
    };
  }

  /** The central directory and its end record; the destination is not closed. */
  async finish() {
    if (this.busy) throw new Error('zip: an entry is still being written');
    const start = this.offset;
    const records = this.entries.map((e) => {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(VERSION, 4);
      h.writeUInt16LE(VERSION, 6);
      h.writeUInt16LE(e.flags, 8);
      h.writeUInt16LE(DEFLATE, 10);
      h.writeUInt16LE(this.stamp.time, 12);
      h.writeUInt16LE(this.stamp.date, 14);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      h.writeUInt32LE(e.offset, 42);
      return Buffer.concat([h, e.name]);
    });
    const directory = Buffer.concat(records);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    await this.push(directory);
    await this.push(end);
  }
}
