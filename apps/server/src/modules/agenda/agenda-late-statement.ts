import type { AgendaLateQuery } from '@despacha/domain/agenda/contracts';
import { AGENDA_LATE_PAGE } from '@despacha/domain/agenda/messages';
import type { Db } from '../../db/client.ts';
import { perDatabase, rawStatement } from '../../lib/raw-statement.ts';
import { deadlines, deadlinesCount, deadlinesLate, vistorias, vistoriasCount, vistoriasLate } from './agenda-statement.ts';

// The late lists past the agenda's first page ("Carregar mais"): the same pieces as the agenda's
// statement, so the rules and the order are the agenda's, with an offset. The pieces number their
// parameters as the agenda does ($1 agency, $4 posto, $5 today); the page takes $2 and $3.
//
// $1 agency, $2 offset, $3 page size, $4 posto ('' for every posto), $5 today, $6 kind.
// One statement for both kinds: a deadlines-only one would leave $4 unused, which the parser
// refuses. Each branch's subqueries are init plans, run only when their branch is taken.
const page = (items: string, total: string) => `json_build_object('items', ${items}, 'total', ${total})`;

export const agendaLateSql = `select (case $6::text
  when 'vistorias' then ${page(vistorias(vistoriasLate, '$3', '$2'), vistoriasCount(vistoriasLate))}
  else ${page(deadlines(deadlinesLate, '$3', '$2'), deadlinesCount(deadlinesLate))}
end)::text as body`;

const statement = perDatabase((db) => rawStatement<{ body: string }>(db, 'agenda_late', agendaLateSql));

/** One page of agencyId's late vistorias or deadlines on `day` (AgendaLateResponse as JSON text). */
export async function agendaLateJson(db: Db, agencyId: string, q: AgendaLateQuery, day: string): Promise<string> {
  const [row] = await statement(db)([agencyId, q.offset, AGENDA_LATE_PAGE, q.posto, day, q.kind]);
  return row!.body;
}
