// The month's authorised NFS-e XMLs as one ZIP for the agency's accountant (issue 37, decision 075).
// Streamed as it is written: the XMLs are read 50 at a time, each compressed on libuv's thread pool
// (lib/reports/zip-writer.ts, the writer the XLSX reports use), and the client's pace holds the
// reading back. Bounded: NFSE_ZIP_MAX documents per file, ZIP_RUNNING_MAX files at once per process.
import { PassThrough } from 'node:stream';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { displayNfseMonth, NFSE_ZIP_MAX, nfseListMessages as m, type NfseDateBasis } from '@despacha/domain/nfse/list';
import type { Db } from '../../db/client.ts';
import { nfseDocuments } from '../../db/schema/index.ts';
import { recordActorAudit } from '../../lib/audit.ts';
import { HttpError, notFound, tooLargeToExport } from '../../lib/http-error.ts';
import { ZipWriter } from '../../lib/reports/zip-writer.ts';
import type { TenantActor } from '../../lib/tenant.ts';
import { monthCondition } from './list.ts';

const BATCH = 50;
/** Files written at once by this process; a slow download holds its place until it ends. */
export const ZIP_RUNNING_MAX = 4;
let running = 0;
/** ZIPs being written now by this process (tests). */
export const zipsRunning = () => running;

type ZipQuery = { month: string; by: NfseDateBasis };

/** nfse-<nNFSe>-<chave de acesso>.xml: the chave is unique, the number is what the accountant looks for. */
const entryName = (r: { nfseNumber: string | null; number: number; accessKey: string | null }) =>
  `nfse-${(r.nfseNumber ?? String(r.number)).replace(/\D/g, '') || r.number}-${r.accessKey ?? r.number}.xml`;

async function writeZip(db: Db, where: ReturnType<typeof and>, out: PassThrough) {
  // Level 6: XML of repeated tags shrinks well, and one month's few hundred files are little work.
  const zip = new ZipWriter(out, 6);
  let after: string | null = null;
  let written = 0;
  while (written < NFSE_ZIP_MAX) {
    const rows = await db
      .select({
        id: nfseDocuments.id,
        nfseNumber: nfseDocuments.nfseNumber,
        number: nfseDocuments.number,
        accessKey: nfseDocuments.accessKey,
        xml: nfseDocuments.nfseXml,
      })
      .from(nfseDocuments)
      .where(and(where, after ? gt(nfseDocuments.id, after) : undefined))
      .orderBy(asc(nfseDocuments.id))
      .limit(Math.min(BATCH, NFSE_ZIP_MAX - written));
    for (const r of rows) {
      const entry = await zip.stream(entryName(r));
      await entry.write(Buffer.from(r.xml ?? '', 'utf8'));
      await entry.end();
    }
    written += rows.length;
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.id;
  }
  await zip.finish();
  out.end();
}

/**
 * Checks what the month holds (404 when no authorised XML, 422 above the bound, 503 when busy),
 * audits the download, and hands back the stream the ZIP is being written into.
 */
export async function monthXmlZip(db: Db, actor: TenantActor, q: ZipQuery, ip: string, log: FastifyBaseLogger) {
  const where = and(
    eq(nfseDocuments.agencyId, actor.agencyId),
    eq(nfseDocuments.status, 'autorizada'),
    isNotNull(nfseDocuments.nfseXml),
    monthCondition(q.month, q.by),
  );
  const [found] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(nfseDocuments)
    .where(where);
  const count = Number(found?.count ?? 0);
  if (!count) throw notFound(m.zipEmpty(q.month, q.by));
  if (count > NFSE_ZIP_MAX) throw tooLargeToExport('NFSE_ZIP_TOO_LARGE', m.zipTooMany(count));
  if (running >= ZIP_RUNNING_MAX) throw new HttpError(503, 'NFSE_ZIP_BUSY', m.zipBusy);
  running++;
  try {
    await recordActorAudit(db, actor, {
      action: 'exported',
      entity: 'nfse',
      summary: `Baixou os XML das NFS-e autorizadas de ${q.by === 'competencia' ? 'competência' : 'emissão'} ${displayNfseMonth(q.month)} (${count} ${count === 1 ? 'nota' : 'notas'})`,
      ip,
    });
  } catch (error) {
    running--;
    throw error;
  }
  const out = new PassThrough();
  // Heard here; the response ends when it is destroyed.
  out.on('error', () => {});
  // Fastify destroys the stream without an error when the client leaves: a write waiting for its
  // drain would wait for ever. This wakes it, and the writer then finds the stream destroyed.
  out.on('close', () => out.emit('drain'));
  void writeZip(db, where, out)
    .catch((err: unknown) => {
      if (!out.destroyed) log.error({ err }, 'nfse xml zip failed');
      out.destroy(err as Error);
    })
    .finally(() => running--);
  return { stream: out, fileName: `nfse-xml-${q.by}-${q.month}.zip` };
}
