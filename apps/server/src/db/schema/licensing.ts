import { check, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Licenciamento do ano (issue 39, decision 065): DETRAN-RJ's licensing due date of each plate final
 * in a year, kept by the platform admins with where it was read and when. A null due date is
 * "a confirmar" (the year's calendar not yet published or not checked). A reference table.
 */
export const licensingCalendar = pgTable(
  'licensing_calendar',
  {
    year: integer('year').notNull(),
    plateFinal: integer('plate_final').notNull(),
    dueDate: date('due_date'),
    source: text('source').notNull().default(''),
    checkedOn: date('checked_on'),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (c) => [
    primaryKey({ columns: [c.year, c.plateFinal] }),
    check('licensing_calendar_year_check', sql`${c.year} between 2000 and 2100`),
    check('licensing_calendar_final_check', sql`${c.plateFinal} between 0 and 9`),
    check('licensing_calendar_due_year_check', sql`${c.dueDate} is null or extract(year from ${c.dueDate}) = ${c.year}`),
  ],
);
