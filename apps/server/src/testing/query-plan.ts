import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The tables a five-year agency holds by the ten thousand: a screen's read must not scan them. */
export const LARGE_TABLES = ['vehicles', 'owners', 'services', 'service_documents', 'quotes', 'guias'];

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

/**
 * The scans of a statement's plan (EXPLAIN, FORMAT JSON), as "Node Type on table (index)".
 * Run ANALYZE on the tables first: on an empty table's guessed statistics any plan is possible.
 */
export async function scansOf(db: Db, query: SQLWrapper): Promise<string[]> {
  const res = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
  const raw = res.rows[0]!['QUERY PLAN'];
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const out: string[] = [];
  const walk = (n: PlanNode) => {
    if (n['Relation Name']) out.push(`${n['Node Type']} on ${n['Relation Name']}${n['Index Name'] ? ` (${n['Index Name']})` : ''}`);
    for (const child of n.Plans ?? []) walk(child);
  };
  walk(top!.Plan);
  return out;
}

/** The sequential scans of large tables among `scans`: a passing plan has none. */
export const largeSeqScans = (scans: string[]) => scans.filter((s) => LARGE_TABLES.some((table) => s === `Seq Scan on ${table}`));

/**
 * Other agencies' rows in the shared tables, so that a scan of them costs the planner what it
 * costs in production. The planner weighs a scan by pages: `rows` wide rows (about 1.5 kB each, a
 * few to a page) stand for the hundreds of thousands of a five-year database without the minutes
 * it would take to write and index them. Each owner has a vehicle and, with `services`, a service.
 */
export async function fillOtherAgency(db: Db, agencyId: string, o: { rows?: number; services?: boolean } = {}) {
  const rows = o.rows ?? 3_000;
  const wide = sql`repeat('x', 1500)`;
  const id = (kind: string) => sql`md5(${agencyId} || ${kind} || g)::uuid`;
  await db.execute(sql`insert into owners (agency_id, id, nome, search_name, endereco)
    select ${agencyId}::uuid, ${id('fo')}, 'Outro ' || g, 'outro ' || g, ${wide} from generate_series(1, ${rows}::int) g`);
  await db.execute(sql`insert into vehicles (agency_id, id, owner_id, placa, placa_mercosul, renavam, modelo)
    select ${agencyId}::uuid, ${id('fv')}, ${id('fo')}, 'FIL' || g, 'FIL' || g, 'FIL' || g, ${wide} from generate_series(1, ${rows}::int) g`);
  if (o.services) {
    await db.execute(sql`insert into services (agency_id, id, number, vehicle_id, owner_id, servico, status, observacoes)
      select ${agencyId}::uuid, ${id('fs')}, 1000000 + g, ${id('fv')}, ${id('fo')}, 'transferencia', 'completed', ${wide} from generate_series(1, ${rows}::int) g`);
  }
}
