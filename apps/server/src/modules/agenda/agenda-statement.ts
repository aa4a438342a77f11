import type { AgendaQuery } from '@despacha/domain/agenda/contracts';
import { AGENDA_ITEMS_MAX, AGENDA_LATE_PAGE } from '@despacha/domain/agenda/messages';
import type { Db } from '../../db/client.ts';
import { perDatabase, rawStatement } from '../../lib/raw-statement.ts';

// The agenda's answer, written by the database as one JSON text (issue 31, decision 046). A
// five-year agency's week is ~450 items: reading them as rows through drizzle and serializing them
// again cost 10-14 ms of CPU a request and most of the garbage; the database builds the same
// document in one statement. The rules are the ones queries.ts counts with for the dashboard card:
// a vistoria is late when its day passed with no conclusão while its service is open; a deadline
// is services.deadline (the prazo, else the catalog's, kept by migration 0024's trigger).
//
// $1 agency, $2 from, $3 to, $4 posto ('' for every posto), $5 today, $6 items max, $7 late lists' first page.
// Days arrive as text (YYYY-MM-DD) and are cast here: a parameter read both as text and as a date
// would be refused by the parser. The exported pieces keep these numbers ($1 agency, $4 posto,
// $5 today): agenda-late-statement.ts pages the late lists with them.
const from = `$2::text::date`;
const to = `$3::text::date`;
const today = `$5::text::date`;

const serviceRef = `s.id as "serviceId", s.vehicle_id as "vehicleId", s.number, v.placa,
  coalesce(fo.option_label, s.servico) as servico, o.nome as "ownerName"`;
// The vehicle and owner of the agency's own service; the type's label in the shared select list.
const serviceJoins = `join vehicles v on v.agency_id = s.agency_id and v.id = s.vehicle_id
  join owners o on o.agency_id = s.agency_id and o.id = s.owner_id
  left join field_options fo on fo.field_name = 'service_type' and fo.option_value = s.servico`;
const open = `s.status <> 'completed'`;

const vistoriaLate = `(i.data < ${today} and i.conclusao = '' and ${open})`;
const vistoriasRange = `i.data between ${from} and ${to} and ($4 = '' or i.posto = $4)`;
export const vistoriasLate = `${vistoriaLate} and ($4 = '' or i.posto = $4)`;
const inspectionsOf = `from inspections i join services s on s.agency_id = i.agency_id and s.id = i.service_id`;

// A vistoria with no time set goes after the day's timed ones.
const vistoriaOrder = (i: string, s: string) => `${i}.data, ${i}.hora = '', ${i}.hora, ${s}.number`;
/** `offset` is the late pages' (agenda-late-statement.ts); the agenda's own statement has none. */
const offsetOf = (offset: string) => (offset ? ` offset ${offset}` : '');
export const vistorias = (where: string, limit: string, offset = '') => `(select coalesce(json_agg(t order by ${vistoriaOrder('t', 't')}), '[]'::json) from (
  select ${serviceRef}, i.data::text as data, i.hora, i.posto, i.conclusao, ${vistoriaLate} as late
  ${inspectionsOf} ${serviceJoins}
  where i.agency_id = $1 and ${where}
  order by ${vistoriaOrder('i', 's')} limit ${limit}${offsetOf(offset)}) t)`;
export const vistoriasCount = (where: string) => `(select count(*) ${inspectionsOf} where i.agency_id = $1 and ${where})`;

export const deadlines = (where: string, limit: string, offset = '') => `(select coalesce(json_agg(t order by t.deadline, t.number), '[]'::json) from (
  select ${serviceRef}, s.deadline::text as deadline,
    case when s.prazo is null then 'catalog' else 'prazo' end as source,
    case when s.prazo is null then coalesce(sc.deadline_basis, '') else '' end as basis,
    case when s.prazo is null then coalesce(s.data_proc, (s.created_at at time zone 'America/Sao_Paulo')::date)::text end as "referenceDate",
    s.posicao, s.deadline < ${today} as late
  from services s ${serviceJoins} left join service_catalog sc on sc.service_type = s.servico
  where s.agency_id = $1 and ${open} and ${where}
  order by s.deadline, s.number limit ${limit}${offsetOf(offset)}) t)`;
export const deadlinesCount = (where: string) => `(select count(*) from services s where s.agency_id = $1 and ${open} and ${where})`;
const deadlinesRange = `s.deadline between ${from} and ${to}`;
export const deadlinesLate = `s.deadline < ${today}`;

// Every posto with vistorias in the range, whatever posto is chosen.
const postos = `(select coalesce(json_agg(p order by p.posto), '[]'::json) from (
  select i.posto, count(*) as total from inspections i where i.agency_id = $1 and i.data between ${from} and ${to}
  group by i.posto order by i.posto limit $6) p)`;

export const agendaSql = `select json_build_object(
  'from', $2::text, 'to', $3::text, 'today', $5::text, 'posto', $4::text,
  'vistorias', ${vistorias(vistoriasRange, '$6')},
  'vistoriasTotal', ${vistoriasCount(vistoriasRange)},
  'deadlines', ${deadlines(deadlinesRange, '$6')},
  'deadlinesTotal', ${deadlinesCount(deadlinesRange)},
  'postos', ${postos},
  'lateVistorias', ${vistorias(vistoriasLate, '$7')},
  'lateVistoriasTotal', ${vistoriasCount(vistoriasLate)},
  'lateDeadlines', ${deadlines(deadlinesLate, '$7')},
  'lateDeadlinesTotal', ${deadlinesCount(deadlinesLate)}
)::text as body`;

/** The function's arguments, in the order of the statement's $1..$7. */
export const agendaArguments = ['p_agency uuid', 'p_from text', 'p_to text', 'p_posto text', 'p_today text', 'p_items integer', 'p_late integer'];

/**
 * The body of agenda_json() (migration 0030): agendaSql with its parameters named. In PL/pgSQL the
 * statement's plan is kept by the connection and, with plan_cache_mode = force_generic_plan, made
 * once, with no custom plans for its first five calls: planning this statement took about as long
 * as running it (17 ms against 20 ms on PGlite, 7 ms against 10 on PostgreSQL). agenda-statement.test.ts
 * checks the database's function against this text, so a change here needs a migration.
 */
export const agendaFunctionBody = `begin return (${agendaSql.replace(/\$(\d)/g, (_, n: string) => agendaArguments[Number(n) - 1]!.split(' ')[0]!).replace(/ as body$/, '')}); end`;

/**
 * The document comes in pieces of this many characters (at most 128 KiB even in four-byte
 * characters). V8 makes a string of 128 KiB or more in its large-object space: decoding the
 * agenda's 146 KB from the driver as one string took 1.8 ms, as pieces 0.05 ms (decision 046).
 */
export const AGENDA_PIECE_CHARS = 32_768;

const statement = perDatabase((db) =>
  rawStatement<{ piece: string }>(
    db,
    'agenda',
    `with d as materialized (select agenda_json($1, $2, $3, $4, $5, $6, $7) as body)
      select substr(d.body, p.at, $8) as piece from d, generate_series(1, length(d.body), $8) p(at) order by p.at`,
  ),
);

/** The agenda document of agencyId for the range of `q` (AgendaResponse as JSON, UTF-8 bytes). */
export async function agendaJson(db: Db, agencyId: string, q: AgendaQuery, day: string, pieceChars = AGENDA_PIECE_CHARS): Promise<Buffer> {
  const pieces = await statement(db)([agencyId, q.from, q.to, q.posto, day, AGENDA_ITEMS_MAX, AGENDA_LATE_PAGE, pieceChars]);
  return Buffer.concat(pieces.map((p) => Buffer.from(p.piece)));
}
