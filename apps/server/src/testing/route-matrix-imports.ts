import { eq } from 'drizzle-orm';
import { importRunErrors, importRuns } from '../db/schema/index.ts';
import { createStorage } from '../lib/storage.ts';
import { writeErrorFile } from '../modules/imports/error-file.ts';
import { HOSTILE_HEADS } from './hostile-records.ts';
import { uploadKeyOf } from '../modules/imports/paths.ts';
import { multipartFile } from '../modules/document-reading/minimal-pdf.ts';
import type { Probe } from './route-matrix-probe.ts';
import { MULTIPART_HEADERS, type World } from './route-matrix-world.ts';

// Importar dados (decision 060) in the role × tenant matrix: the dispatcher's only. Each call that
// moves a run along gets a fresh run of A in the state the route takes, with its file in storage.

const CSV = Buffer.from('Placa;Renavam\nABC1D23;00639884962\n');
const boundary = MULTIPART_HEADERS['content-type'].split('boundary=')[1]!;

type RunState = 'uploaded' | 'ready' | 'running' | 'done';

async function runOfA(w: World, status: RunState, extra: Partial<typeof importRuns.$inferInsert> = {}): Promise<{ id: string }> {
  const [row] = await w.t.db
    .insert(importRuns)
    .values({
      agencyId: w.a.agencyId,
      fileName: 'planilha.csv',
      status,
      headers: ['Placa', 'Renavam'],
      mapping: ['vehicle.placa', 'vehicle.renavam'],
      heartbeatAt: new Date(),
      ...extra,
    })
    .returning();
  await createStorage(w.t.config).put(uploadKeyOf(row!), CSV);
  w.aIds.push(row!.id);
  return { id: row!.id };
}

/**
 * A finished run of A whose refused rows (its upload's rows, cells led by = + - @) were written by
 * the import's own writer: the spreadsheet-cells test reads that file like any export.
 */
async function runWithErrorsOfA(w: World) {
  const quoted = (cells: string[]) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(';');
  const rows = HOSTILE_HEADS.slice(0, 4).map((head) => quoted([`${head}ABC1D23`, `${head}00639884962`]));
  const { id } = await runOfA(w, 'done');
  const [row] = await w.t.db.select().from(importRuns).where(eq(importRuns.id, id));
  const storage = createStorage(w.t.config);
  await storage.put(uploadKeyOf(row!), Buffer.from(['Placa;Renavam', ...rows].join('\n')));
  await w.t.db.insert(importRunErrors).values(rows.map((_, i) => ({ agencyId: w.a.agencyId, runId: id, line: i + 2, reason: 'Placa inválida' })));
  const errorKey = await writeErrorFile({ db: w.t.db, storage, log: w.t.app.log }, row!);
  await w.t.db.update(importRuns).set({ errorKey }).where(eq(importRuns.id, id));
  return { id };
}

export const importProbes: Record<string, Probe> = {
  'POST /api/imports': { access: 'dispatcher', body: () => multipartFile(CSV, boundary, 'planilha.csv', 'text/csv'), headers: MULTIPART_HEADERS },
  'GET /api/imports': { access: 'dispatcher' },
  'GET /api/imports/:id': { access: 'dispatcher', params: (w) => runOfA(w, 'uploaded') },
  'GET /api/imports/:id/preview': { access: 'dispatcher', params: (w) => runOfA(w, 'uploaded') },
  'PUT /api/imports/:id/analysis': {
    access: 'dispatcher',
    params: (w) => runOfA(w, 'uploaded'),
    body: () => ({ mapping: ['vehicle.placa', 'vehicle.renavam'] }),
  },
  'POST /api/imports/:id/start': { access: 'dispatcher', params: (w) => runOfA(w, 'ready') },
  'POST /api/imports/:id/cancel': { access: 'dispatcher', params: (w) => runOfA(w, 'running') },
  'GET /api/imports/:id/errors.xlsx': { access: 'dispatcher', params: runWithErrorsOfA },
  'GET /api/imports/templates/:kind': { access: 'dispatcher', params: () => ({ kind: 'veiculos' }) },
};
