import { parseBrDate } from '@despacha/domain/validators/date';

/** The hours a vistoria is usually held in: from 06:00 to 22:00, both included. */
export const INSPECTION_HOURS = { from: '06:00', to: '22:00' } as const;

const COMPLETE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True when a complete dd/mm/aaaa date falls on a Sunday (false while it is incomplete or invalid). */
export function isSundayBr(dateBr: string): boolean {
  const iso = parseBrDate(dateBr);
  return iso !== null && new Date(`${iso}T00:00:00Z`).getUTCDay() === 0;
}

/** True when a complete HH:mm time is before 06:00 or after 22:00 (false while it is incomplete or invalid). */
export function isOffHours(hora: string): boolean {
  return COMPLETE_TIME.test(hora) && (hora < INSPECTION_HOURS.from || hora > INSPECTION_HOURS.to);
}
