import { sql } from 'drizzle-orm';
import { todayBr } from '@despacha/domain/validators/date';
import { renavamCheckDigit } from '@despacha/domain/validators/renavam';
import { auditEvents, invoices, nfseDocuments, payments } from '../db/schema/index.ts';
import { storedNfse } from '../modules/nfse/issue-test-world.ts';
import { registration } from './registry-factory.ts';
import { A_MARK, type World } from './route-matrix-world.ts';

// Records whose text a spreadsheet would run (issue 32 item 1): agency A's world grown to six of
// each row an export lists, then every text column holding A's mark rewritten to start with one
// of the heads below, turn by turn, so each export column that shows them sees all six.

/** What a hostile record's text starts with: the six ways a cell becomes a formula. */
export const HOSTILE_HEADS = ['=HYPERLINK("http://x.test/","!") ', '+1+1 ', '-2+3+cmd|"/C calc"!A0 ', '@SUM(A1) ', '\t', '\r'] as const;
export const HEAD_NAMES = ['=', '+', '-', '@', 'tab', 'CR'] as const;
const COPIES = HOSTILE_HEADS.length;

/** A CPF with its two check digits. */
function cpfOf(n: number): string {
  const d = String(529_982_200 + n * 37)
    .split('')
    .map(Number);
  for (const size of [9, 10]) {
    const sum = d.slice(0, size).reduce((acc, digit, i) => acc + digit * (size + 1 - i), 0);
    d.push(((sum * 10) % 11) % 10);
  }
  return d.join('');
}
const renavamOf = (n: number) => {
  const first10 = String(3_141_592_650 + n);
  return `${first10}${renavamCheckDigit(first10)}`;
};

/** The rows of db.execute: node-postgres gives a result with rows, PGlite's driver may give the array. */
const rowsOf = (r: unknown) => ((Array.isArray(r) ? r : (r as { rows?: unknown[] }).rows) ?? []) as Record<string, string>[];

/**
 * Six owners, vehicles, services and origins of A with a payment and an expense each, six client
 * agencies with an invoice and a payment each (three overdue), six audit events of A and six of
 * the platform: every row marked, so the rewrite below reaches it.
 */
async function growWorld(w: World) {
  const { t, actors } = w;
  const call = (cookie: string, method: string, url: string, body?: unknown) => t.request({ method, url, cookie, body, ip: t.nextIp() });
  const ok = async (res: Awaited<ReturnType<typeof call>>, what: string) => {
    if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, { id: string }> & { id: string };
  };
  const serviceIds = [w.a.serviceId];
  for (let i = 1; i < COPIES; i++) {
    await ok(await call(actors.managerA.cookie, 'POST', '/api/origins', { nomeEmpresa: `Oficina ${i} ${A_MARK}` }), 'origin');
    const saved = await ok(
      await call(
        actors.managerA.cookie,
        'POST',
        '/api/registrations',
        registration({
          owner: { nome: `Dono ${i} ${A_MARK}`, cpf: cpfOf(i), email: `dono${i}@${A_MARK}.test` },
          vehicle: { placa: `HST-${1000 + i}`, renavam: renavamOf(i), chassis: '', modelo: `Modelo ${A_MARK}` },
          // Every service comes from A's own origin, so its Comissões statement lists them all (issue 34 item 13).
          service: { originId: w.a.originId, observacoes: `Obs ${i} ${A_MARK}`, capaProcesso: i === 1 ? 'dap' : i === 2 ? '1a_licenca' : 'normal' },
        }),
      ),
      'registration',
    );
    serviceIds.push(saved.service!.id);
  }
  const entry = { paidOn: todayBr(), method: 'pix', amount: 1, note: `Nota ${A_MARK}` };
  for (const id of serviceIds) {
    await ok(await call(actors.managerA.cookie, 'POST', `/api/services/${id}/payments`, { ...entry, confirmOverpayment: true }), 'payment');
    await ok(await call(actors.managerA.cookie, 'POST', `/api/services/${id}/expenses`, { ...entry, kind: 'cartorio' }), 'expense');
  }

  // Notas fiscais (decision 077): a rejected NFS-e per service (any number of those may share one),
  // series 98 so the route matrix's own (series 99) keep their numbers.
  await t.db
    .insert(nfseDocuments)
    .values(
      serviceIds.map((serviceId, i) =>
        storedNfse({ agencyId: w.a.agencyId, serviceId, series: '98', number: 1 + i, status: 'rejeitada', tomadorName: `Tomador ${i} ${A_MARK}` }),
      ),
    );

  const agencyIds = [w.a.agencyId];
  for (let i = 1; i < COPIES; i++) {
    const body = { name: `Cliente ${i} ${A_MARK}`, email: `cliente${i}@${A_MARK}.test`, planId: 'basico' };
    agencyIds.push((await ok(await call(actors.admin.cookie, 'POST', '/api/admin/clients', body), 'client')).id);
  }
  // Billing issues invoices on its own schedule: these are inserted, within the route matrix's period.
  for (const [i, agencyId] of agencyIds.entries()) {
    const [invoice] = await t.db
      .insert(invoices)
      .values({ agencyId, planId: 'basico', amountCents: 19900, issuedOn: '2026-06-01', dueOn: '2026-06-11', status: i % 2 ? 'overdue' : 'pending' })
      .returning({ id: invoices.id });
    await t.db
      .insert(payments)
      .values({ agencyId, invoiceId: invoice!.id, method: 'pix', amountCents: 100, paidOn: '2026-06-05', reference: `Ref ${i} ${A_MARK}` });
  }
  // The trail is append-only, so its hostile rows are written hostile rather than rewritten.
  for (const [i, head] of HOSTILE_HEADS.entries()) {
    const text = (what: string) => `${head}${what} ${A_MARK}`;
    const event = {
      actorId: actors.managerA.id,
      actorName: text('Gerente'),
      actorRole: 'dispatcher',
      action: 'updated',
      entity: 'owner',
      entityId: text('id'),
      summary: text('Resumo'),
      ip: text('ip'),
    };
    const changes = { [text('campo')]: { before: text('antes'), after: text('depois') } };
    await t.db.insert(auditEvents).values([
      { ...event, agencyId: w.a.agencyId, changes },
      { ...event, agencyId: agencyIds[i]!, actorId: actors.admin.id, actorName: text('Admin'), actorRole: 'admin', action: 'admin_action' },
      { ...event, agencyId: null, actorId: actors.admin.id, actorName: text('Plataforma'), actorRole: 'admin', action: 'admin_action' },
    ]);
  }
}

/**
 * Every text column of every table (the audit trail, append-only, was written hostile above):
 * where a value holds A's mark, one of the six heads goes in
 * front of it, the head turning from row to row (and starting elsewhere for each column). Returns
 * the number of values rewritten.
 */
async function rewriteMarkedText(w: World): Promise<number> {
  const columns = rowsOf(
    await w.t.db.execute(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type in ('text', 'character varying') and c.is_generated = 'NEVER'
        and c.table_name <> 'audit_events'
      order by c.table_name, c.column_name`),
  );
  const heads = sql.join(
    HOSTILE_HEADS.map((h, k) => sql`when ${sql.raw(String(k))} then ${h}::text`),
    sql` `,
  );
  let rewritten = 0;
  for (const [k, { table_name: table, column_name: column }] of columns.entries()) {
    const [tbl, col] = [sql.identifier(table!), sql.identifier(column!)];
    const result = await w.t.db.execute(sql`
      update ${tbl} set ${col} = (case ((marked.n + ${sql.raw(String(k))}) % ${sql.raw(String(COPIES))}) ${heads} end) || ${tbl}.${col}
      from (select ctid as row_id, row_number() over (order by ctid) as n from ${tbl} where ${col} like ${`%${A_MARK}%`}) marked
      where ${tbl}.ctid = marked.row_id
      returning 1`);
    rewritten += rowsOf(result).length;
  }
  return rewritten;
}

/** Agency A's world, grown and made hostile; the number of text values rewritten. */
export async function seedHostileRecords(w: World): Promise<number> {
  await growWorld(w);
  return rewriteMarkedText(w);
}
