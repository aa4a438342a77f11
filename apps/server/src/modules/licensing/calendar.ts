import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { LicensingDueDate } from '@despacha/domain/licensing/calendar';
import type { LicensingCalendarRow } from '@despacha/domain/licensing/contracts';
import { licensingMessages as m } from '@despacha/domain/licensing/messages';
import type { Db } from '../../db/client.ts';
import { licensingCalendar } from '../../db/schema/index.ts';
import { invalid } from '../../lib/http-error.ts';

/** The due dates of the years asked (decision 065): what the list maps plate finals with. */
export async function calendarOf(db: Db, years: number[]): Promise<(LicensingDueDate & { ipvaDueDate: string | null })[]> {
  if (!years.length) return [];
  const rows = await db
    .select({
      year: licensingCalendar.year,
      final: licensingCalendar.plateFinal,
      dueDate: licensingCalendar.dueDate,
      ipvaDueDate: licensingCalendar.ipvaDueDate,
    })
    .from(licensingCalendar)
    .where(inArray(licensingCalendar.year, years));
  return rows;
}

/** The admin screen's calendar: every year kept, newest first, finals 0 to 9. */
export async function listCalendar(db: Db, year?: number): Promise<LicensingCalendarRow[]> {
  const rows = await db
    .select()
    .from(licensingCalendar)
    .where(year === undefined ? undefined : eq(licensingCalendar.year, year))
    .orderBy(desc(licensingCalendar.year), asc(licensingCalendar.plateFinal));
  return rows.map((r) => ({
    year: r.year,
    final: r.plateFinal,
    dueDate: r.dueDate,
    ipvaDueDate: r.ipvaDueDate,
    source: r.source,
    checkedOn: r.checkedOn,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

type CalendarUpdate = { dueDates: { final: number; dueDate: string | null; ipvaDueDate?: string | null }[]; source: string; checkedOn: string | null };

/** Writes the year's ten finals at once (a blank date is "a confirmar"), with its source and checked day. */
export async function setCalendarYear(db: Db, year: number, update: CalendarUpdate, userId: string): Promise<LicensingCalendarRow[]> {
  const fields: Record<string, string> = {};
  update.dueDates.forEach((d, i) => {
    if (d.dueDate !== null && Number(d.dueDate.slice(0, 4)) !== year) fields[`dueDates.${i}.dueDate`] = m.dueDateOutsideYear;
    if (d.ipvaDueDate && Number(d.ipvaDueDate.slice(0, 4)) !== year) fields[`dueDates.${i}.ipvaDueDate`] = m.dueDateOutsideYear;
  });
  if (Object.keys(fields).length) throw invalid(fields, m.dueDateOutsideYear);
  const updatedAt = new Date();
  await db.transaction(async (tx) => {
    for (const d of update.dueDates) {
      // The IPVA date left out of the request keeps the stored one (decision 067).
      const ipva = d.ipvaDueDate === undefined ? {} : { ipvaDueDate: d.ipvaDueDate };
      const values = { dueDate: d.dueDate, ...ipva, source: update.source, checkedOn: update.checkedOn, updatedBy: userId, updatedAt };
      await tx
        .insert(licensingCalendar)
        .values({ year, plateFinal: d.final, ...values })
        .onConflictDoUpdate({ target: [licensingCalendar.year, licensingCalendar.plateFinal], set: values });
    }
  });
  return listCalendar(db, year);
}
