import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.ts';
import { s3Storage } from './s3-storage.ts';
import { assertStorageKey, type Storage } from './storage-base.ts';

// The rest of the server takes them from here.
export { assertStorageKey, type Storage };

/** Files on local disk under the data folder. */
export function localStorage(root: string): Storage {
  const resolve = (key: string) => path.join(root, assertStorageKey(key));
  /** Writes beside the file and renames it into place: a write cut short (disk full, a failed rename) leaves no partial file. */
  async function write(key: string, into: (tmp: string) => Promise<void>) {
    const file = resolve(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.part`;
    try {
      await into(tmp);
      await fs.promises.rename(tmp, file);
    } catch (err) {
      await fs.promises.rm(tmp, { force: true }).catch(() => {});
      throw err;
    }
  }
  return {
    async put(key, data) {
      await write(key, (tmp) => fs.promises.writeFile(tmp, data));
    },
    async putStream(key, body) {
      let bytes = 0;
      async function* counted() {
        for await (const chunk of body) {
          bytes += chunk.length;
          yield chunk;
        }
      }
      await write(key, (tmp) => pipeline(counted(), fs.createWriteStream(tmp, { mode: 0o600 })));
      return bytes;
    },
    async read(key) {
      return fs.createReadStream(resolve(key));
    },
    async size(key) {
      const st = await fs.promises.stat(resolve(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return null;
        throw err;
      });
      return st?.isFile() ? st.size : null;
    },
    async withFile(key, work) {
      return work(resolve(key));
    },
    async remove(key) {
      await fs.promises.rm(resolve(key), { force: true });
      // A write its process never finished (killed mid-export) left its .part beside.
      await fs.promises.rm(`${resolve(key)}.part`, { force: true });
    },
  };
}

/** S3-compatible object storage when S3_* is configured; the data folder otherwise. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'files'));
}
