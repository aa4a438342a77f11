import { z } from 'zod';
import { sortFields } from '../contracts/lists.ts';
import { boundedText, maxChars, optionalDateField, optionalId, pageNumber } from '../contracts/fields.ts';
import { TEXT } from '../limits.ts';
import { LICENSING_SITUATIONS, LICENSING_YEAR_MAX, LICENSING_YEAR_MIN, PLATE_FINALS } from './calendar.ts';
import { licensingMessages as m } from './messages.ts';
import { licensingSortKeys } from './sort.ts';
import { parseBrDate, todayBr } from '../validators/date.ts';

// Licenciamento do ano (issue 39 part 1, decision 065): the agency's list of vehicles due, and the
// platform admins' calendar of due dates by plate final.

const calendarYear = (message: string) => z.coerce.number({ error: message }).int(message).min(LICENSING_YEAR_MIN, message).max(LICENSING_YEAR_MAX, message);

export { licensingSortKeys, type LicensingSortKey } from './sort.ts';

const month = z
  .string({ error: m.monthInvalid })
  .trim()
  .max(7, maxChars(7, m.monthInvalid))
  .refine(
    (v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v) && Number(v.slice(0, 4)) >= LICENSING_YEAR_MIN && Number(v.slice(0, 4)) <= LICENSING_YEAR_MAX,
    m.monthInvalid,
  );

/**
 * GET /api/licensing. `month` (aaaa-mm) lists the vehicles due in that month, `year` the whole
 * year's; neither is this month and the next plus the year's overdue ones (decision 065).
 */
export const licensingListQuery = z
  .object({
    month: month.optional(),
    year: calendarYear(m.yearInvalid).optional(),
    /** '' is every situation. */
    situation: z
      .enum(['', ...LICENSING_SITUATIONS], { error: m.situationInvalid })
      .optional()
      .default(''),
    /** An origin's id: the vehicles with a service it brought; '' is every vehicle. */
    origin: optionalId(),
    page: pageNumber(),
    ...sortFields(licensingSortKeys, 'situation', 'asc'),
  })
  .refine((q) => !(q.month && q.year), { message: m.monthOrYear, path: ['month'] });
export type LicensingListQuery = z.input<typeof licensingListQuery>;

export const licensingRow = z.object({
  vehicleId: z.string(),
  placa: z.string(),
  ownerName: z.string(),
  final: z.number().int(),
  /** Null: the calendar says "a confirmar" for the final. */
  dueDate: z.string().nullable(),
  situation: z.enum(LICENSING_SITUATIONS),
  /** The day the year's licensing service was completed, or the day typed when marked by hand. */
  doneOn: z.string().nullable(),
  /** Who marked it done by hand (decision 067); null when a completed licensing service says so, or undone. */
  doneBy: z.string().nullable(),
  /** The IPVA's due date of the final (Secretaria de Fazenda); null is "a confirmar". */
  ipvaDueDate: z.string().nullable(),
  /** E-mail on file with the owner's consent (LGPD). */
  emailReachable: z.boolean(),
  /** A mobile number on file. */
  mobileReachable: z.boolean(),
});
export type LicensingRow = z.infer<typeof licensingRow>;

export const licensingListResponse = z.object({
  items: z.array(licensingRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The calendar year the due dates come from. */
  year: z.number().int(),
  /** First and last day of the period listed (ISO). */
  from: z.string(),
  to: z.string(),
  /** Plate finals whose due date in the year is "a confirmar": their vehicles cannot be placed in a month. */
  finalsToConfirm: z.array(z.number().int()),
});
export type LicensingListResponse = z.infer<typeof licensingListResponse>;

export const licensingCalendarRow = z.object({
  year: z.number().int(),
  final: z.number().int(),
  dueDate: z.string().nullable(),
  ipvaDueDate: z.string().nullable(),
  source: z.string(),
  checkedOn: z.string().nullable(),
  updatedAt: z.string(),
});
export type LicensingCalendarRow = z.infer<typeof licensingCalendarRow>;

/** GET /api/admin/licensing-calendar: every year's rows, newest year first, finals 0 to 9. */
export const licensingCalendarResponse = z.object({ rows: z.array(licensingCalendarRow) });
export type LicensingCalendarResponse = z.infer<typeof licensingCalendarResponse>;

export const licensingCalendarParams = z.object({ year: calendarYear(m.yearInvalid) });

export const LICENSING_SOURCE_MAX = 1000;

/** PUT /api/admin/licensing-calendar/:year: the ten finals' due dates (blank: "a confirmar"), with where and when they were read. */
export const updateLicensingCalendarRequest = z.object({
  dueDates: z
    .array(
      z.object({
        final: z.number({ error: m.finalInvalid }).int(m.finalInvalid).min(0, m.finalInvalid).max(9, m.finalInvalid),
        dueDate: optionalDateField(m.dueDateInvalid),
        /** Left out: the stored IPVA date stays (a client that predates it wipes nothing). */
        ipvaDueDate: optionalDateField(m.ipvaDueDateInvalid).optional(),
      }),
      { error: m.finalsIncomplete },
    )
    .length(PLATE_FINALS.length, m.finalsIncomplete)
    .refine((rows) => new Set(rows.map((r) => r.final)).size === PLATE_FINALS.length, m.finalsIncomplete),
  source: boundedText(LICENSING_SOURCE_MAX).optional().default(''),
  checkedOn: optionalDateField(m.checkedOnInvalid),
});
export type UpdateLicensingCalendarRequest = z.input<typeof updateLicensingCalendarRequest>;

/** PUT and DELETE /api/licensing/vehicles/:vehicleId/done/:year (decision 067). */
export const licensingDoneParams = z.object({ vehicleId: z.string().max(TEXT.id, maxChars(TEXT.id, m.vehicleNotFound)), year: calendarYear(m.yearInvalid) });

/** Today in São Paulo, the last day a licensing may be marked done on. */
const todayIso = () => parseBrDate(todayBr())!;

/** The day the licensing was done, dd/mm/aaaa or ISO: required, not in the future (its year is checked against the path's). */
export const markLicensingDoneRequest = z.object({
  doneOn: optionalDateField(m.doneOnInvalid).transform((v, ctx) => {
    if (v === null) ctx.addIssue({ code: 'custom', message: m.doneOnRequired });
    else if (v > todayIso()) ctx.addIssue({ code: 'custom', message: m.doneOnInFuture });
    return v ?? '';
  }),
});
export type MarkLicensingDoneRequest = z.input<typeof markLicensingDoneRequest>;

export const licensingDoneResponse = z.object({ vehicleId: z.string(), year: z.number().int(), doneOn: z.string(), doneBy: z.string() });
export type LicensingDoneResponse = z.infer<typeof licensingDoneResponse>;
