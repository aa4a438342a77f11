// Compiles the server (and the domain package it imports as TypeScript) into apps/server/dist, so
// production starts plain JavaScript instead of paying tsx's transform at every start, and makes
// the migrated PGlite template a fresh data folder starts from (decision 011).
// The packages are bundled too: Node then reads one file where it resolved, read and parsed some
// 1,500 (about a quarter of the start's CPU), except those that must stay in node_modules (below).
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

const external = [
  // Finds its .wasm, .data and extension files beside its own modules.
  '@electric-sql/pglite',
  // PDF workers only; engine.ts resolves pdfkit and its fonts from pdfmake's folder.
  'pdfmake',
  'pdfkit',
  // Reader workers only (Ler CRLV-e, decision 056): pdf.js loads its own worker module and
  // optional canvas binding from beside itself.
  'pdfjs-dist',
  // Its transports start worker threads from files beside it.
  'pino',
  // Loaded on first use only (exports, S3 storage), and large.
  'exceljs',
  '@aws-sdk/*',
  // pg's optional native binding, absent.
  'pg-native',
  // NFS-e XSD validation (decision 071): starts a worker from a file beside it that loads its .wasm.
  'xmllint-wasm',
];

fs.rmSync(staging, { recursive: true, force: true });
try {
  await build({
    entryPoints: {
      main: path.join(server, 'src', 'main.ts'),
      // The PDF worker thread's entry (lib/pdf/pool.ts picks it when it runs compiled).
      'pdf-worker': path.join(server, 'src', 'lib', 'pdf', 'worker.ts'),
      // The reader worker thread's entry (modules/document-reading/reader-pool.ts picks it compiled).
      'document-reader-worker': path.join(server, 'src', 'modules', 'document-reading', 'worker.ts'),
      // The sheet worker's entry (lib/reports/sheet-thread.ts picks it compiled): every XLSX export.
      'sheet-worker': path.join(server, 'src', 'lib', 'reports', 'sheet-worker.ts'),
      // The NFS-e certificate worker's entry (modules/nfse/certificate-pool.ts picks it compiled).
      'nfse-certificate-worker': path.join(server, 'src', 'modules', 'nfse', 'certificate-worker.ts'),
      // Used below, by this script only.
      'build-pglite-template': path.join(server, 'src', 'db', 'build-pglite-template.ts'),
    },
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    external,
    // Bundled CommonJS packages call require() for Node's own modules and the external ones.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: 'linked',
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'warning',
  });
  // The migrator reads the SQL files from beside the module that opens the database (db/client.ts).
  fs.cpSync(path.join(server, 'src', 'db', 'migrations'), path.join(staging, 'migrations'), { recursive: true });
  // The official NFS-e schemas, read by modules/nfse/xsd.ts from beside the compiled module.
  fs.cpSync(path.join(server, 'src', 'modules', 'nfse', 'schemas'), path.join(staging, 'nfse-schemas'), { recursive: true });

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
