import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../../db/pglite-template.ts';
import { archiveEnd, entryHeader, entryPadding, readTar, type EntrySink } from './tar.ts';

// One backup = one .tar.gz: manifest.json, the database, the generated auth secret and
// files/<key> for every stored file. The database is database/pglite/<path> for each file of the
// PGlite folder, copied while PGlite holds no transaction (its transaction lock, after a
// checkpoint): a stopped server's folder, as postgres would find it after a clean stop. PGlite's
// own dumpDataDir builds the whole tar synchronously on the main thread (1.2-1.8 s of a stalled
// event loop for the 42 MB demo folder, decision 031), so it is used only for an in-memory
// database (tests), as database/pglite.tar, which PGlite loads back with `loadDataDir`.

export const MANIFEST = 'manifest.json';
export const DATABASE_ENTRY = 'database/pglite.tar';
const DATABASE_PREFIX = 'database/pglite/';
/** The generated auth secret (lib/secret.ts): what a restored server signs with, and what it decrypts with. */
export const SECRET_ENTRY = 'auth-secret';
const FILES_PREFIX = 'files/';

export type Manifest = {
  format: 'despacha-backup';
  version: 1;
  createdAt: string;
  createdBy: { id: string; name: string } | null;
  automatic: boolean;
  /** 'local' when the files folder is in the archive; 's3' when files live in the bucket (not archived). */
  files: 'local' | 's3';
  fileCount: number;
  databaseBytes: number;
  /** Folders of the PGlite folder, empty ones included (postgres needs pg_tblspc, pg_twophase... to start). */
  databaseDirs: string[];
};

async function* walk(root: string, dir = root, dirs?: string[]): AsyncGenerator<{ rel: string; abs: string }> {
  let handle: fs.Dir;
  try {
    handle = await fs.promises.opendir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const names: fs.Dirent[] = [];
  for await (const e of handle) names.push(e);
  names.sort((a, b) => a.name.localeCompare(b.name));
  for (const e of names) {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) {
      dirs?.push(path.relative(root, abs).split(path.sep).join('/'));
      yield* walk(root, abs, dirs);
    }
    // A .part file is an upload still being written (lib/storage.ts renames it when complete).
    else if (e.isFile() && !e.name.endsWith('.part')) yield { rel: path.relative(root, abs).split(path.sep).join('/'), abs };
  }
}

/** A file's bytes as its size was read: a file removed or cut meanwhile is padded, never a broken archive. */
async function* fileContent(abs: string, size: number): AsyncGenerator<Buffer> {
  let sent = 0;
  if (size > 0) {
    try {
      for await (const chunk of fs.createReadStream(abs, { start: 0, end: size - 1 })) {
        sent += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  if (sent < size) yield Buffer.alloc(size - sent);
}

type PgliteLocks = PGlite & { _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> };

/** Copies the PGlite folder into `into` between transactions; file copies run off the main thread. */
async function snapshotPglite(pglite: PGlite, from: string, into: string): Promise<string[]> {
  const dirs: string[] = [];
  // A checkpoint first keeps the copied WAL short, so opening the restored folder replays little.
  await pglite.exec('checkpoint');
  await (pglite as PgliteLocks)._runExclusiveTransaction(async () => {
    for await (const f of walk(from, from, dirs)) {
      const to = path.join(into, f.rel);
      await fs.promises.mkdir(path.dirname(to), { recursive: true });
      await fs.promises.copyFile(f.abs, to, fs.constants.COPYFILE_FICLONE);
    }
  });
  return dirs;
}

const onDisk = (pglite: PGlite) => (pglite.dataDir && !pglite.dataDir.includes('://') ? pglite.dataDir : null);

/**
 * Files kept in storage that a backup leaves out, as it did when they lived beside the files
 * folder (decision 069): the agency's data exports (a ZIP of what the backup holds already) and
 * spreadsheets waiting to be imported.
 */
const TRANSIENT = /^[^/]+\/(exports|imports)\//;

export type ArchiveInput = {
  /** Stores the archive's bytes as they are made, then the manifest (shelf.ts); resolves with the size. */
  write: (body: AsyncIterable<Buffer>, manifest: Manifest) => Promise<number>;
  /** A folder for the database's snapshot while the archive is written (removed after). */
  snapshot: string;
  /** The open embedded database, dumped as it is (its dump waits for the query under way). */
  pglite: PGlite;
  /** The local files folder, or null when files live in S3. */
  filesDir: string | null;
  /** DATA_DIR/auth-secret when the server generated one (absent when AUTH_SECRET is given). */
  secretFile: string | null;
  manifest: Omit<Manifest, 'fileCount' | 'databaseBytes' | 'files' | 'databaseDirs'>;
};

/** Writes the archive through `write`; returns the manifest it holds and its size. */
export async function writeBackupArchive(input: ArchiveInput): Promise<{ manifest: Manifest; sizeBytes: number }> {
  const pgDir = onDisk(input.pglite);
  const snapshot = input.snapshot;
  try {
    return await writeArchive(input, pgDir, snapshot);
  } finally {
    await fs.promises.rm(snapshot, { recursive: true, force: true }).catch(() => {});
  }
}

async function listFiles(root: string) {
  const files: { rel: string; abs: string; size: number; mtime: Date }[] = [];
  for await (const f of walk(root)) {
    const st = await fs.promises.stat(f.abs).catch(() => null);
    if (st) files.push({ ...f, size: st.size, mtime: st.mtime });
  }
  return files;
}

async function writeArchive(input: ArchiveInput, pgDir: string | null, snapshot: string): Promise<{ manifest: Manifest; sizeBytes: number }> {
  let dump: Blob | null = null;
  let dbFiles: Awaited<ReturnType<typeof listFiles>> = [];
  let databaseDirs: string[] = [];
  if (pgDir) {
    databaseDirs = await snapshotPglite(input.pglite, pgDir, snapshot);
    dbFiles = await listFiles(snapshot);
  } else {
    await input.pglite.exec('checkpoint');
    dump = await input.pglite.dumpDataDir('none');
  }
  const databaseBytes = dump ? dump.size : dbFiles.reduce((n, f) => n + f.size, 0);
  const files = input.filesDir ? (await listFiles(input.filesDir)).filter((f) => !TRANSIENT.test(f.rel)) : [];
  const manifest: Manifest = { ...input.manifest, files: input.filesDir ? 'local' : 's3', fileCount: files.length, databaseBytes, databaseDirs };
  const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
  const secret = input.secretFile ? await fs.promises.readFile(input.secretFile).catch(() => null) : null;

  async function* entries(): AsyncGenerator<Buffer> {
    yield* entryHeader({ path: MANIFEST, size: manifestBytes.length });
    yield manifestBytes;
    yield* entryPadding(manifestBytes.length);
    if (dump) {
      yield* entryHeader({ path: DATABASE_ENTRY, size: dump.size });
      for await (const chunk of Readable.fromWeb(dump.stream() as never)) yield Buffer.from(chunk as Uint8Array);
      yield* entryPadding(dump.size);
    }
    for (const f of dbFiles) {
      yield* entryHeader({ path: DATABASE_PREFIX + f.rel, size: f.size, mtime: f.mtime });
      yield* fileContent(f.abs, f.size);
      yield* entryPadding(f.size);
    }
    if (secret) {
      yield* entryHeader({ path: SECRET_ENTRY, size: secret.length });
      yield secret;
      yield* entryPadding(secret.length);
    }
    for (const f of files) {
      yield* entryHeader({ path: FILES_PREFIX + f.rel, size: f.size, mtime: f.mtime });
      yield* fileContent(f.abs, f.size);
      yield* entryPadding(f.size);
    }
    yield archiveEnd();
  }

  const gzip = zlib.createGzip({ level: 6 });
  // The gzip's output streams into the shelf as it is made; a failure on either side fails both.
  const writing = input.write(gzip, manifest);
  writing.catch((err: unknown) => gzip.destroy(err as Error));
  const [made, stored] = await Promise.allSettled([pipeline(Readable.from(entries()), gzip), writing]);
  if (made.status === 'rejected') throw made.reason;
  if (stored.status === 'rejected') throw stored.reason;
  return { manifest, sizeBytes: stored.value };
}

/** A path from the archive, kept inside `root` (no absolute paths, no `..`). */
function inside(root: string, rel: string): string {
  const abs = path.resolve(root, rel);
  if (!rel || path.isAbsolute(rel) || !abs.startsWith(root + path.sep)) throw new Error(`unsafe path in archive: ${rel}`);
  return abs;
}

export type RestoreResult = { manifest: Manifest; files: number; databaseBytes: number };

/**
 * Brings a data folder back from an archive: DATA_DIR/pglite from the database dump and
 * DATA_DIR/files from the files. The folder must not exist (or be empty): a restore never mixes
 * with live data. Everything is written to a staging folder renamed into place at the end.
 */
export async function restoreBackupArchive(archive: string, dataDir: string): Promise<RestoreResult> {
  const target = path.resolve(dataDir);
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    throw new Error(`${target} já existe e não está vazia: restaure numa pasta nova.`);
  }
  const staging = `${target}.restore-${process.pid}`;
  await fs.promises.rm(staging, { recursive: true, force: true });
  await fs.promises.mkdir(staging, { recursive: true });
  let manifest: Manifest | null = null;
  const dump: Buffer[] = [];
  let files = 0;
  let databaseBytes = 0;
  try {
    await readTar(fs.createReadStream(archive).pipe(zlib.createGunzip()), async (entry): Promise<EntrySink | null> => {
      if (entry.path === MANIFEST) {
        const parts: Buffer[] = [];
        return { write: (c) => void parts.push(c), end: () => void (manifest = JSON.parse(Buffer.concat(parts).toString('utf8')) as Manifest) };
      }
      if (entry.path === DATABASE_ENTRY) return { write: (c) => void dump.push(c), end: () => {} };
      if (entry.path === SECRET_ENTRY) {
        const parts: Buffer[] = [];
        return { write: (c) => void parts.push(c), end: () => fs.promises.writeFile(path.join(staging, SECRET_ENTRY), Buffer.concat(parts), { mode: 0o600 }) };
      }
      const [folder, prefix] = entry.path.startsWith(FILES_PREFIX)
        ? ['files', FILES_PREFIX]
        : entry.path.startsWith(DATABASE_PREFIX)
          ? ['pglite', DATABASE_PREFIX]
          : [null, ''];
      if (!folder) return null;
      const abs = inside(path.join(staging, folder), entry.path.slice(prefix.length));
      if (folder === 'pglite') databaseBytes += entry.size;
      else files++;
      await fs.promises.mkdir(path.dirname(abs), { recursive: true });
      const out = fs.createWriteStream(abs, { mode: 0o600 });
      return {
        write: (c) => (out.write(c) ? undefined : new Promise<void>((resolve) => out.once('drain', () => resolve()))),
        end: () => new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve()))),
      };
    });
    const m = manifest as Manifest | null;
    if (m?.format !== 'despacha-backup') throw new Error('arquivo sem manifest.json de backup do Despacha');
    if (dump.length === 0 && databaseBytes === 0) throw new Error('arquivo sem o banco de dados (database/)');
    databaseBytes += dump.reduce((n, b) => n + b.length, 0);
    for (const dir of m.databaseDirs ?? []) await fs.promises.mkdir(inside(path.join(staging, 'pglite'), dir), { recursive: true });
    const pg = await openPglite(path.join(staging, 'pglite'), dump.length ? new Blob(dump as Uint8Array<ArrayBuffer>[]) : undefined);
    // Opening it replays the WAL; a query proves the folder is a working database before it is used.
    await pg.query('select 1');
    await pg.close();
    if (fs.existsSync(target)) await fs.promises.rmdir(target);
    await fs.promises.rename(staging, target);
    return { manifest: m, files, databaseBytes };
  } catch (err) {
    await fs.promises.rm(staging, { recursive: true, force: true }).catch(() => {});
    throw err;
  }
}
