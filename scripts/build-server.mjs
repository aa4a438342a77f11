// Compiles the server (and the domain package it imports as TypeScript) into apps/server/dist, so
// production starts plain JavaScript instead of paying tsx's transform at every start, and makes
// the migrated PGlite template a fresh data folder starts from (decision 011).
// Packages from node_modules stay external: they are JavaScript already, and some of them find their
// own files next to themselves (PGlite's wasm, pdfmake's fonts).
// Usage: node scripts/build-server.mjs
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps', 'server');
const outdir = path.join(server, 'dist');
// Built beside and swapped in at the end: a server already running from dist keeps finding the
// chunks it loads lazily until the swap, and a failed build leaves the previous one whole.
const staging = path.join(server, `dist.tmp-${process.pid}`);

/** Bare imports stay imports, except our workspace packages, which are TypeScript sources. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@despacha/') ? undefined : { path: args.path, external: true }));
  },
};

fs.rmSync(staging, { recursive: true, force: true });
try {
  await build({
    entryPoints: {
      main: path.join(server, 'src', 'main.ts'),
      // The PDF worker thread's entry (lib/pdf/pool.ts picks it when it runs compiled).
      'pdf-worker': path.join(server, 'src', 'lib', 'pdf', 'worker.ts'),
      // Used below, by this script only.
      'build-pglite-template': path.join(server, 'src', 'db', 'build-pglite-template.ts'),
    },
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    plugins: [externalPackages],
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // The migrator reads the SQL files from beside the module that opens the database (db/client.ts).
  fs.cpSync(path.join(server, 'src', 'db', 'migrations'), path.join(staging, 'migrations'), { recursive: true });

  // Making the template runs PGlite's initdb (seconds): the previous build's is kept when it was
  // made from the same migrations and PGlite (ensureTemplate checks its stamp).
  const previous = path.join(outdir, 'pglite-template');
  if (fs.existsSync(previous)) fs.cpSync(previous, path.join(staging, 'pglite-template'), { recursive: true });
  const { ensureTemplate } = await import(pathToFileURL(path.join(staging, 'build-pglite-template.js')).href);
  if ((await ensureTemplate()) === 'built') console.log('> made the PGlite template (migrated empty database)');

  // Two builds may finish together (a bench and a test run preparing at once): the last one wins.
  const old = `${outdir}.old-${process.pid}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if (fs.existsSync(outdir)) fs.renameSync(outdir, old);
      fs.renameSync(staging, outdir);
      break;
    } catch (err) {
      if (attempt >= 5 || !['ENOENT', 'ENOTEMPTY', 'EEXIST'].includes(err.code)) throw err;
    }
  }
  fs.rmSync(old, { recursive: true, force: true });
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
