import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { s3Storage } from './s3-storage.ts';
import { assertStorageKey, type Storage } from './storage-base.ts';

// The rest of the server takes them from here.
export { assertStorageKey, type Storage };

/** Files on local disk under the data folder. */
export function localStorage(root: string): Storage {
  const resolve = (key: string) => path.join(root, assertStorageKey(key));
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.part`;
      try {
        await fs.promises.writeFile(tmp, data);
        await fs.promises.rename(tmp, file);
      } catch (err) {
        // A write cut short (disk full, a failed rename) leaves no partial file behind.
        await fs.promises.rm(tmp, { force: true }).catch(() => {});
        throw err;
      }
    },
    async read(key) {
      return fs.createReadStream(resolve(key));
    },
    async remove(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
}

/** S3-compatible object storage when S3_* is configured; the data folder otherwise. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'files'));
}
