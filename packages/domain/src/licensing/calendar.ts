// Zod-free rules of Licenciamento do ano (issue 39, decision 065): which plate final is due when.
import { normalizePlate, plateFormat } from '../validators/plate.ts';

/** Plate finals, 0 to 9: DETRAN-RJ sets the licensing deadline by the plate's last digit. */
export const PLATE_FINALS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** The years the admin may keep a calendar for. */
export const LICENSING_YEAR_MIN = 2000;
export const LICENSING_YEAR_MAX = 2100;

export const LICENSING_PAGE_SIZE = 50;

/** A vehicle's situation in a year: licensed this year, still to do, or past its due date undone. */
export const LICENSING_SITUATIONS = ['vencido', 'a-fazer', 'feito'] as const;
export type LicensingSituation = (typeof LICENSING_SITUATIONS)[number];

/** The service type (field_options 'service_type') whose completion licenses the vehicle for the year. */
export const LICENSING_SERVICE_TYPE = 'licenciamento';

/** One line of the calendar: the due date of a plate final in a year; null is "a confirmar". */
export type LicensingDueDate = { year: number; final: number; dueDate: string | null };

/**
 * The last digit of a plate, old (ABC1234) or Mercosul (ABC1D23), with or without the hyphen: the
 * Mercosul conversion changes the fifth character only, so both spellings share it. Null when the
 * text is no plate.
 */
export function plateFinal(plate: string): number | null {
  if (!plateFormat(plate)) return null;
  return Number(normalizePlate(plate).slice(-1));
}

/** The plate's licensing due date in the year by the calendar: null when the year's line is "a confirmar", missing, or the plate invalid. */
export function dueDateOf(calendar: readonly LicensingDueDate[], year: number, plate: string): string | null {
  const final = plateFinal(plate);
  if (final === null) return null;
  return calendar.find((c) => c.year === year && c.final === final)?.dueDate ?? null;
}

/** The situation shown for a vehicle: done wins; undone is late only past a known due date. */
export function licensingSituation(done: boolean, dueDate: string | null, today: string): LicensingSituation {
  if (done) return 'feito';
  return dueDate !== null && dueDate < today ? 'vencido' : 'a-fazer';
}

/** 'YYYY-MM' of an ISO day, and the month after a 'YYYY-MM'. */
export const monthOf = (day: string) => day.slice(0, 7);
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
