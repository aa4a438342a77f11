import { weekOf } from '@despacha/domain/agency-calendar';
import type { AgendaSummaryResponse } from '@despacha/domain/agenda/contracts';
import type { Db } from '../../db/client.ts';
import { todayIso } from '../../lib/dates.ts';
import { countDeadlines, countVistorias, deadlinesBefore, deadlinesBetween, vistoriasBetween, vistoriasLateOn } from './queries.ts';

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
