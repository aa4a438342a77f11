import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BACKUP_NAME } from '@despacha/domain/settings/backups';
import type { Storage } from '../../lib/storage.ts';
import type { Manifest } from './archive.ts';

// Where backup archives are kept (decision 069). Without S3, DATA_DIR/backups as before (decision
// 031): each archive with a small JSON of its manifest beside it, the folder being the list, so
// what an operator copies away or deletes by hand is what the tab shows. With S3, the bucket under
// backups/: the archive, and one index object of their manifests (a bucket has no cheap listing
// with metadata; one process backs up at a time, the embedded database being one process's).

export type ShelfItem = { name: string; sizeBytes: number; mtime: Date; manifest: Manifest | null };

export type Shelf = {
  list(): Promise<ShelfItem[]>;
  size(name: string): Promise<number | null>;
  read(name: string): Promise<Readable>;
  /** Stores the archive streamed as it is written, then its manifest; resolves with its size. */
  write(name: string, body: AsyncIterable<Buffer>, manifest: () => Manifest): Promise<number>;
  remove(name: string): Promise<void>;
  /** A folder for the database's snapshot while an archive is written, removed after. */
  scratch(name: string): Promise<string>;
};

export function localShelf(dir: string): Shelf {
  const fileOf = (name: string) => path.join(dir, name);
  return {
    async list() {
      let names: string[];
      try {
        names = (await fs.promises.readdir(dir)).filter((n) => BACKUP_NAME.test(n));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
      const items = await Promise.all(
        names.map(async (name): Promise<ShelfItem | null> => {
          const st = await fs.promises.stat(fileOf(name)).catch(() => null);
          if (!st) return null;
          const manifest = await fs.promises
            .readFile(`${fileOf(name)}.json`, 'utf8')
            .then((t) => JSON.parse(t) as Manifest)
            .catch(() => null);
          return { name, sizeBytes: st.size, mtime: st.mtime, manifest };
        }),
      );
      return items.filter((i): i is ShelfItem => i !== null);
    },
    async size(name) {
      const st = await fs.promises.stat(fileOf(name)).catch(() => null);
      return st?.isFile() ? st.size : null;
    },
    async read(name) {
      return fs.createReadStream(fileOf(name));
    },
    async write(name, body, manifest) {
      await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
      const target = fileOf(name);
      const part = `${target}.part`;
      try {
        await pipeline(body, fs.createWriteStream(part, { mode: 0o600 }));
        await fs.promises.rename(part, target);
      } catch (err) {
        await fs.promises.rm(part, { force: true }).catch(() => {});
        throw err;
      }
      await fs.promises.writeFile(`${target}.json`, JSON.stringify(manifest()), { mode: 0o600 });
      return (await fs.promises.stat(target)).size;
    },
    async remove(name) {
      await fs.promises.rm(fileOf(name), { force: true });
      await fs.promises.rm(`${fileOf(name)}.json`, { force: true });
    },
    async scratch(name) {
      // Beside the archive: the database folder is on this disk, so its copy is a cheap clone.
      await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
      return `${fileOf(name)}.snapshot`;
    },
  };
}

type IndexEntry = { name: string; sizeBytes: number; manifest: Manifest };
const INDEX_KEY = 'backups/index';
/** The archive's key: its name without ".tar.gz" (keys hold no dots). */
const keyOf = (name: string) => `backups/${name.replace(/\.tar\.gz$/, '')}`;

export function storageShelf(storage: Storage): Shelf {
  async function index(): Promise<IndexEntry[]> {
    if ((await storage.size(INDEX_KEY)) === null) return [];
    const chunks: Buffer[] = [];
    for await (const c of await storage.read(INDEX_KEY)) chunks.push(c as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as IndexEntry[];
  }
  const saveIndex = (entries: IndexEntry[]) => storage.put(INDEX_KEY, Buffer.from(JSON.stringify(entries)), 'application/json');
  const known = async (name: string) => BACKUP_NAME.test(name) && (await index()).some((e) => e.name === name);
  return {
    async list() {
      return (await index()).map((e) => ({ name: e.name, sizeBytes: e.sizeBytes, mtime: new Date(e.manifest.createdAt), manifest: e.manifest }));
    },
    async size(name) {
      return (await known(name)) ? storage.size(keyOf(name)) : null;
    },
    async read(name) {
      return storage.read(keyOf(name));
    },
    async write(name, body, manifest) {
      const sizeBytes = await storage.putStream(keyOf(name), body, 'application/gzip');
      await saveIndex([...(await index()).filter((e) => e.name !== name), { name, sizeBytes, manifest: manifest() }]);
      return sizeBytes;
    },
    async remove(name) {
      await saveIndex((await index()).filter((e) => e.name !== name));
      await storage.remove(keyOf(name));
    },
    async scratch(name) {
      return path.join(os.tmpdir(), `${name}.snapshot`);
    },
  };
}
