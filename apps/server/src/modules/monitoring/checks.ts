import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  CHECK_TIMEOUT_MS,
  CHECK_WARNING_MS,
  RESPONSE_TIME_SCALE_MS,
  monitoringMessages as m,
  type CheckName,
  type ServiceStatus,
} from '@despacha/domain/monitoring/constants';
import type { CheckResult } from '@despacha/domain/contracts/monitoring';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';

/** A probe: resolves with a detail when the service answered as expected, throws otherwise. */
export type Probe = () => Promise<string>;

/** The object written and read back by the storage check, under a key no upload can take. */
const STORAGE_PROBE_KEY = '00000000-0000-0000-0000-000000000000/0000beef';

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(m.checkTimeout)), ms);
      timer.unref();
    }),
  ]).finally(() => clearTimeout(timer));
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(parts);
}

/** The real probes of this server: the database answers a query, storage writes and reads back, SMTP greets. */
export function liveProbes(o: { database: Database; storage: Storage; smtpUrl?: string }): Record<Exclude<CheckName, 'api'>, Probe> {
  // nodemailer loads with the first SMTP check, not at every start (issue 40).
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  const smtp = (url: string) => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  return {
    database: async () => {
      await o.database.db.execute(sql`select 1`);
      return o.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    },
    storage: async () => {
      const token = randomUUID();
      await o.storage.put(STORAGE_PROBE_KEY, Buffer.from(token), 'text/plain');
      const back = (await readAll(await o.storage.read(STORAGE_PROBE_KEY))).toString();
      if (back !== token) throw new Error('conteúdo lido difere do gravado');
      return 'gravação e leitura';
    },
    email: async () => {
      if (!o.smtpUrl) {
        // Without SMTP mail goes to the outbox table: what can fail is that table.
        await o.database.db.execute(sql`select 1 from mail_outbox limit 1`);
        throw new NotConfigured(m.smtpNotConfigured);
      }
      await (await smtp(o.smtpUrl)).verify();
      return 'SMTP';
    },
  };
}

/** Not a failure: the service is working in a degraded mode (a warning, never an incident). */
export class NotConfigured extends Error {}

/** Runs a probe with a time limit and grades it: online, warning (slow or degraded), error. */
export async function runProbe(name: CheckName, probe: Probe, now: () => number = Date.now): Promise<CheckResult> {
  const start = performance.now();
  let status: ServiceStatus = 'online';
  let detail: string;
  try {
    detail = await withTimeout(probe(), CHECK_TIMEOUT_MS);
    if (performance.now() - start > CHECK_WARNING_MS) status = 'warning';
  } catch (err) {
    status = err instanceof NotConfigured ? 'warning' : 'error';
    detail = err instanceof Error ? err.message.slice(0, 200) : String(err);
  }
  const latencyMs = status === 'error' ? null : Math.round((performance.now() - start) * 10) / 10;
  return { name, status, latencyMs, detail, checkedAt: new Date(now()).toISOString() };
}

/**
 * The API's own card: measured from the requests it served in the recent window. Slower than the
 * spec's 200 ms scale at p95, or 5% of answers 5xx, is a warning; half of them 5xx is an error.
 */
export function apiCheck(o: { p95Ms: number | null; errorRate: number; maintenance: boolean; at: number }): CheckResult {
  const status: ServiceStatus = o.maintenance
    ? 'maintenance'
    : o.errorRate >= 0.5
      ? 'error'
      : o.errorRate >= 0.05 || (o.p95Ms ?? 0) > RESPONSE_TIME_SCALE_MS
        ? 'warning'
        : 'online';
  const detail = `p95 ${o.p95Ms ?? 0} ms · erros ${Math.round(o.errorRate * 1000) / 10}%`;
  return { name: 'api', status, latencyMs: o.p95Ms, detail, checkedAt: new Date(o.at).toISOString() };
}
