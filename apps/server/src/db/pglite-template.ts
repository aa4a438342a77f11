import type { PGlite } from '@electric-sql/pglite';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A fresh embedded database costs PGlite's initdb (a second WebAssembly instance, several seconds
// and ~900 MB at its peak) and every migration. The build makes that database once, already
// migrated (scripts/build-server.mjs); a first start copies its files. The template is stamped
// with what made it (the migration files and the PGlite version): any other stamp and the start
// ignores it, so an edited or added migration can never be skipped (decision 011).

/** Beside the compiled bundle; from the TypeScript sources, the build's copy under apps/server/dist. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
export const defaultTemplateDir = fileURLToPath(
  import.meta.url.endsWith('.ts') ? new URL('../../dist/pglite-template', import.meta.url) : new URL('./pglite-template', import.meta.url),
);

/**
 * Settings PGlite's postgres starts with besides its own. Its initdb writes the server defaults
 * (shared_buffers 128 MB), resident from the start though one embedded process never fills them;
 * 32 MB holds a small agency's working set (decision 011 has the memory and search figures). An
 * in-memory database (the tests', the template's build) has its files in memory already, so a
 * buffer miss is a copy: 8 MB there, as the start zeroes every buffer in WebAssembly (~10 ms of
 * CPU a megabyte, ~0.3 s an open at 32 MB; decision 011).
 *
 * GIN's pending list (the trigram indexes of owners and vehicles) is flushed inside whichever
 * insert fills it, on this process's thread: at the default 4 MB a flush held every request for
 * 58-75 ms during an import; at 256 kB a flush is too short to be seen (decision 060).
 */
const pgliteSettings = (onDisk: boolean) => ['-c', `shared_buffers=${onDisk ? '32MB' : '8MB'}`, '-c', 'gin_pending_list_limit=256kB'];

/**
 * PGlite on a data folder (in memory without one), imported only by servers that use it. An image
 * (a `dumpDataDir` archive) fills the in-memory database instead of initdb.
 */
export async function openPglite(dataDir?: string, image?: Blob): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }, { btree_gin }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gin'),
  ]);
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(image ? { loadDataDir: image } : {}),
    extensions: { pg_trgm, btree_gin },
    startParams: [...PGlite.defaultStartParams, ...pgliteSettings(Boolean(dataDir))],
  });
}

/** What a template must have been made from to be used: every migration file and PGlite's version. */
export function templateStamp(folder = migrationsFolder): string {
  const hash = crypto.createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = JSON.parse(fs.readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json'), 'utf8')) as { version: string };
  hash.update(`pglite ${pglitePackage.version}\n`);
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      .sort();
  for (const file of files(folder)) {
    hash.update(`${path.relative(folder, file)}\n`);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

const dataOf = (templateDir: string) => path.join(templateDir, 'data');
const stampOf = (templateDir: string) => path.join(templateDir, 'stamp');

/** True when the template exists and was made from the migrations of this build. */
export function templateIsCurrent(templateDir = defaultTemplateDir, folder = migrationsFolder): boolean {
  try {
    return fs.readFileSync(stampOf(templateDir), 'utf8') === templateStamp(folder) && fs.existsSync(path.join(dataOf(templateDir), 'PG_VERSION'));
  } catch {
    return false;
  }
}

/**
 * Makes the template: a PGlite data folder with every migration applied. `migrate` is the
 * migrator db/client.ts uses, passed in so the template is migrated exactly as a start would.
 */
export async function buildTemplate(migrate: (client: PGlite) => Promise<void>, templateDir = defaultTemplateDir): Promise<void> {
  const staging = `${templateDir}.tmp-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  const client = await openPglite(dataOf(staging));
  try {
    await migrate(client);
  } finally {
    await client.close();
  }
  fs.writeFileSync(stampOf(staging), templateStamp());
  fs.rmSync(templateDir, { recursive: true, force: true });
  fs.renameSync(staging, templateDir);
}

/**
 * Fills an absent (or empty) PGlite data folder from a current template; returns whether it did.
 * The files are copied beside the folder and renamed into place, so a start interrupted halfway
 * leaves no half database that the next start would take for a real one.
 */
export function seedFromTemplate(pgliteDir: string, templateDir = defaultTemplateDir): boolean {
  if (fs.existsSync(pgliteDir) && fs.readdirSync(pgliteDir).length > 0) return false;
  // PGlite creates its data folder but not the folders above it: without a usable template the
  // start must not depend on them existing already.
  fs.mkdirSync(path.dirname(pgliteDir), { recursive: true });
  if (!templateIsCurrent(templateDir)) return false;
  const staging = `${pgliteDir}.tmp-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(dataOf(templateDir), staging, { recursive: true });
  fs.rmSync(pgliteDir, { recursive: true, force: true });
  fs.renameSync(staging, pgliteDir);
  return true;
}
