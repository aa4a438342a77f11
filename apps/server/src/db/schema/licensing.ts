import { check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth.ts';
import { agencies } from './platform.ts';
import { vehicles } from './registry.ts';

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
    /** The IPVA's due date for the final (Secretaria de Fazenda RJ, decision 067); null is "a confirmar". */
    ipvaDueDate: date('ipva_due_date'),
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
    check('licensing_calendar_ipva_year_check', sql`${c.ipvaDueDate} is null or extract(year from ${c.ipvaDueDate}) = ${c.year}`),
  ],
);

/**
 * A vehicle's licensing of a year marked done by hand (decision 067): licensed elsewhere or before
 * Despacha, on the day typed, by whom. One per vehicle and year; undoing deletes it (audited).
 */
export const licensingDone = pgTable(
  'licensing_done',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    vehicleId: uuid('vehicle_id').notNull(),
    year: integer('year').notNull(),
    /** The vehicle's plate final, kept by the vehicles' trigger (migration 0045): licensing_done_finals counts by it. */
    plateFinal: integer('plate_final').notNull(),
    doneOn: date('done_on').notNull(),
    markedBy: text('marked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The name as it was, shown in the list after the user is gone. */
    markedByName: text('marked_by_name').notNull().default(''),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (d) => [
    // The list reads the year's marks of an agency: (agency, year) leads, the vehicle completes the key.
    primaryKey({ columns: [d.agencyId, d.year, d.vehicleId] }),
    foreignKey({ columns: [d.agencyId, d.vehicleId], foreignColumns: [vehicles.agencyId, vehicles.id] }).onDelete('cascade'),
    // A page of one final's done vehicles, when few are done, starts from their marks (decision 085).
    index('licensing_done_final_idx').on(d.agencyId, d.year, d.plateFinal, d.vehicleId),
    check('licensing_done_final_check', sql`${d.plateFinal} between 0 and 9`),
    check('licensing_done_year_check', sql`${d.year} between 2000 and 2100`),
    check('licensing_done_on_year_check', sql`extract(year from ${d.doneOn}) = ${d.year}`),
  ],
);

/**
 * How many of an agency's vehicles end in each plate final, kept by statement-level triggers on
 * vehicles (migration 0045, decision 067, as agency_counters in decision 044): the Licenciamentos
 * list totals its months from ten rows instead of counting a five-year registry per request.
 */
export const vehiclePlateFinals = pgTable(
  'vehicle_plate_finals',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    plateFinal: integer('plate_final').notNull(),
    vehicles: integer('vehicles').notNull().default(0),
  },
  (c) => [primaryKey({ columns: [c.agencyId, c.plateFinal] })],
);

/** The year's hand-marked licensings per plate final, kept by statement-level triggers on licensing_done (migration 0045). */
export const licensingDoneFinals = pgTable(
  'licensing_done_finals',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    plateFinal: integer('plate_final').notNull(),
    vehicles: integer('vehicles').notNull().default(0),
  },
  (c) => [primaryKey({ columns: [c.agencyId, c.year, c.plateFinal] })],
);
