import { and } from 'drizzle-orm';
import { weekOf } from '@despacha/domain/agency-calendar';
import type { AgendaQuery, AgendaResponse, AgendaSummaryResponse } from '@despacha/domain/agenda/contracts';
import { AGENDA_ITEMS_MAX, AGENDA_LATE_MAX } from '@despacha/domain/agenda/messages';
import type { Db } from '../../db/client.ts';
import { todayIso } from '../../lib/dates.ts';
import {
  atPosto,
  countDeadlines,
  countVistorias,
  deadlinesBefore,
  deadlinesBetween,
  listDeadlines,
  listVistorias,
  postosBetween,
  vistoriasBetween,
  vistoriasLateOn,
} from './queries.ts';

/** The agenda of a range: its vistorias (of a posto, when chosen) and deadlines, and everything late. */
export async function buildAgenda(db: Db, agencyId: string, q: AgendaQuery): Promise<AgendaResponse> {
  const today = todayIso();
  const inRange = and(vistoriasBetween(q.from, q.to), atPosto(q.posto));
  const late = and(vistoriasLateOn(today), atPosto(q.posto));
  const [vistorias, vistoriasTotal, postos, lateVistorias, lateVistoriasTotal] = await Promise.all([
    listVistorias(db, agencyId, today, inRange, AGENDA_ITEMS_MAX),
    countVistorias(db, agencyId, inRange),
    postosBetween(db, agencyId, q.from, q.to),
    listVistorias(db, agencyId, today, late, AGENDA_LATE_MAX),
    countVistorias(db, agencyId, late),
  ]);
  const [deadlines, deadlinesTotal, lateDeadlines, lateDeadlinesTotal] = await Promise.all([
    listDeadlines(db, agencyId, today, deadlinesBetween(q.from, q.to), AGENDA_ITEMS_MAX),
    countDeadlines(db, agencyId, deadlinesBetween(q.from, q.to)),
    listDeadlines(db, agencyId, today, deadlinesBefore(today), AGENDA_LATE_MAX),
    countDeadlines(db, agencyId, deadlinesBefore(today)),
  ]);
  return {
    from: q.from,
    to: q.to,
    today,
    posto: q.posto,
    vistorias,
    vistoriasTotal,
    deadlines,
    deadlinesTotal,
    postos: postos.slice(0, AGENDA_ITEMS_MAX),
    lateVistorias,
    lateVistoriasTotal,
    lateDeadlines,
    lateDeadlinesTotal,
  };
}

/** The dashboard card's counts: the same rules as the agenda of the current week. */
export async function agendaSummary(db: Db, agencyId: string): Promise<AgendaSummaryResponse> {
  const today = todayIso();
  const week = weekOf(today);
  const [vistoriasToday, vistoriasWeek, deadlinesWeek, lateVistorias, lateDeadlines] = await Promise.all([
    countVistorias(db, agencyId, vistoriasBetween(today, today)),
    countVistorias(db, agencyId, vistoriasBetween(week.from, week.to)),
    countDeadlines(db, agencyId, deadlinesBetween(week.from, week.to)),
    countVistorias(db, agencyId, vistoriasLateOn(today)),
    countDeadlines(db, agencyId, deadlinesBefore(today)),
  ]);
  return { today, weekFrom: week.from, weekTo: week.to, vistoriasToday, vistoriasWeek, deadlinesWeek, lateVistorias, lateDeadlines };
}
