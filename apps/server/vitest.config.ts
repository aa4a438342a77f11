import { configDefaults, defineConfig } from 'vitest/config';

// CI runs this project a second time on PostgreSQL (DATABASE_URL set). These files would run the
// same code twice there: they touch no database, or only the embedded one by design, or judge the
// app's own logic over every route (run once, on PGlite).
const sameOnEveryDatabase = [
  'src/main.test.ts', // starts `npm start`'s embedded server
  'src/db/pglite-template.test.ts',
  'src/db/pglite-prepared.test.ts',
  'src/testing/pglite-pool.test.ts', // the test run's reuse of in-memory PGlite databases
  'src/lib/pdf/pool.test.ts',
  'src/lib/pdf/official-documents.test.ts',
  'src/lib/pdf/documents.test.ts', // long text's layout; the database only stores it
  'src/lib/data-lock.test.ts',
  'src/lib/periodic.test.ts', // the background jobs' clock, on fake timers
  'src/lib/reports/xlsx-writer.test.ts',
  // Reading a CRLV-e PDF: the parser and its worker thread, no database.
  'src/modules/document-reading/parse-document.test.ts',
  'src/modules/document-reading/reader-pool.test.ts',
  // Reading an import's CSV or XLSX file: no database (imports.test.ts runs the import on both).
  'src/modules/imports/{csv-reader,xlsx-reader,read-table,zip-guard}.test.ts',
  // Generated over the route table to judge the app's own gates and writers, not the database:
  // the role matrix, the fuzz test and each module's tests still run every route here.
  'src/admin-two-factor-matrix.test.ts',
  'src/spreadsheet-exports.test.ts',
  // The attack figures on a simulated clock; login-lockout.test.ts runs the same counters here.
  'src/lib/login-lockout-figures.test.ts',
  // Reads the sources' imports for cycles (scripts/import-cycles.mjs): no database.
  'src/import-cycles.test.ts',
  // NFS-e DPS, XMLDSig and the gateway against the fake Sefin on loopback: no database.
  'src/modules/nfse/{dps-xml,sign,gateway-http}.test.ts',
  // Reads the web build's pages and chunks for zod: no database.
  'src/plugins/page-scripts-zod.test.ts',
  // Older databases migrated forward: they open PGlite themselves, whatever DATABASE_URL says.
  'src/db/{migrations,migration-0006,migration-0008,migration-0034,migration-0039,option-lists-migration}.test.ts',
  'src/modules/ledger/ledger-migration.test.ts',
  // Pure functions, files, PDFs, certificates and clocks: no database.
  'src/lib/{session-cookie,graceful-shutdown,spreadsheet-text,password-rules,json-serializer,heartbeat,storage,s3-storage}.test.ts',
  'src/lib/pdf/{tabular,duda}.test.ts',
  'src/modules/requests/request-pdf.test.ts',
  'src/modules/nfse/certificate-pool.test.ts',
  'src/modules/{monitoring/units,api-docs/route-docs,clients/next-payment,health/readiness}.test.ts',
  'src/db/tenant-keys.test.ts',
  // Reads SQL texts with the parser (the matrix checks the statements on both databases).
  'src/testing/tenant-filter.test.ts',
  'src/plugins/errors.test.ts',
];

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: process.env.DATABASE_URL ? [...configDefaults.exclude, ...sameOnEveryDatabase] : configDefaults.exclude,
    globalSetup: ['src/testing/global-setup.ts'],
    // One process per worker for every file: each file opens its own app and database, and loading
    // the server's modules again for each file was 40% of the run (decision 043).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
