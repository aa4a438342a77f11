import type { Readable } from 'node:stream';

// A small POSIX tar (ustar + pax path records) writer and reader: archiver and tar-stream are only
// transitive dependencies here and no package is added for one archive format (decision 031).
// Both sides work on streams chunk by chunk, so an archive never sits whole in memory.

const BLOCK = 512;
const ZERO = Buffer.alloc(BLOCK);

export type TarEntry = { path: string; size: number; mtime?: Date };

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, mtime: Date, type: '0' | 'x'): Buffer {
  const h = Buffer.alloc(BLOCK);
  h.write(name, 0, 100, 'utf8');
  h.write(octal(0o644, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write(type, 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(octal(sum, 7) + ' ', 148, 'ascii');
  return h;
}

/** A pax record "<len> path=<value>\n", whose length counts its own digits. */
function paxPath(path: string): Buffer {
  const body = ` path=${path}\n`;
  let len = Buffer.byteLength(body) + 1;
  while (String(len).length + Buffer.byteLength(body) !== len) len = String(len).length + Buffer.byteLength(body);
  return Buffer.from(`${len}${body}`, 'utf8');
}

const padding = (size: number) => (size % BLOCK === 0 ? null : ZERO.subarray(0, BLOCK - (size % BLOCK)));

/** The blocks before an entry's content: a pax header for a path longer than ustar's 100 bytes. */
export function* entryHeader(entry: TarEntry): Generator<Buffer> {
  const mtime = entry.mtime ?? new Date();
  if (Buffer.byteLength(entry.path) > 99) {
    const pax = paxPath(entry.path);
    yield header('././@PaxHeader', pax.length, mtime, 'x');
    yield pax;
    const pad = padding(pax.length);
    if (pad) yield pad;
  }
  yield header(entry.path.slice(0, 99), entry.size, mtime, '0');
}

/** The zero blocks after an entry's content. */
export const entryPadding = (size: number): Buffer[] => {
  const pad = padding(size);
  return pad ? [pad] : [];
};

/** The two empty blocks that end an archive. */
export const archiveEnd = (): Buffer => Buffer.alloc(BLOCK * 2);

export type EntrySink = { write(chunk: Buffer): void | Promise<void>; end(): void | Promise<void> };

/**
 * Reads an (already decompressed) tar stream, handing each file's content to the sink the caller
 * opens for it (null skips the entry). Awaiting the sink's writes keeps memory to a few chunks.
 */
export async function readTar(
  source: Readable | AsyncIterable<Buffer> | Iterable<Buffer>,
  open: (entry: TarEntry) => EntrySink | null | Promise<EntrySink | null>,
): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let sink: EntrySink | null = null;
  let remaining = 0;
  let skip = 0;
  let paxName: string | null = null;
  let pax: Buffer[] | null = null;
  let ended = false;

  const take = async (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (!ended) {
      if (remaining > 0) {
        if (pending.length === 0) return;
        const part = pending.subarray(0, Math.min(remaining, pending.length));
        pending = pending.subarray(part.length);
        remaining -= part.length;
        if (pax) pax.push(Buffer.from(part));
        else if (sink) await sink.write(part);
        if (remaining > 0) return;
        if (pax) {
          const text = Buffer.concat(pax).toString('utf8');
          paxName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(text)?.[1] ?? null;
          pax = null;
        } else if (sink) {
          await sink.end();
          sink = null;
        }
        continue;
      }
      if (skip > 0) {
        const n = Math.min(skip, pending.length);
        pending = pending.subarray(n);
        skip -= n;
        if (skip > 0) return;
        continue;
      }
      if (pending.length < BLOCK) return;
      const h = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (h.every((b) => b === 0)) {
        ended = true;
        return;
      }
      const size = parseInt(h.subarray(124, 136).toString('ascii').replace(/\0.*$/s, '').trim() || '0', 8);
      const type = String.fromCharCode(h[156]!);
      const prefix = h.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
      const short = h.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
      const mtime = new Date(parseInt(h.subarray(136, 148).toString('ascii').replace(/\0.*$/s, '').trim() || '0', 8) * 1000);
      remaining = size;
      skip = size % BLOCK === 0 ? 0 : BLOCK - (size % BLOCK);
      if (type === 'x') {
        pax = [];
      } else if (type === '0' || type === '\0') {
        const path = paxName ?? (prefix ? `${prefix}/${short}` : short);
        paxName = null;
        sink = await open({ path, size, mtime });
        if (size === 0 && sink) {
          await sink.end();
          sink = null;
        }
      } else {
        paxName = null;
      }
    }
  };

  for await (const chunk of source) await take(chunk as Buffer);
  if (remaining > 0 || sink || pax) throw new Error('truncated tar archive');
}
