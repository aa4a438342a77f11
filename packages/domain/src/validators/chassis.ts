import { isRepeated } from './digits.ts';
import { CODE } from '../limits.ts';

// Chassis, decided in docs/decisions/013-brazilian-validators.md:
// - the VIN (NBR 6066 / ISO 3779): 17 letters and digits without I, O and Q, not one character
//   repeated. Brazil uses no VIN check digit (position 9), so none is computed.
// - the chassis of a vehicle made before Brazil adopted the VIN (1986): 5 to 21 letters and
//   digits. Its shape says nothing, so a form accepts it only with a manufacturing year up to
//   OLD_CHASSIS_LAST_YEAR (checkOldChassis). Exactly 17 characters is always read as a VIN, so a
//   VIN with an O for a 0 is still refused.

/** The last manufacturing year that may carry a pre-VIN chassis. */
export const OLD_CHASSIS_LAST_YEAR = 1986;

export const normalizeChassis = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const OLD = /^(?:[A-Z0-9]{5,16}|[A-Z0-9]{18,21})$/;

export function chassisFormat(value: string): 'vin' | 'old' | null {
  if (value.length > CODE.chassis) return null;
  const c = normalizeChassis(value);
  if (isRepeated(c)) return null;
  if (VIN.test(c)) return 'vin';
  return OLD.test(c) ? 'old' : null;
}

/** A 17-character VIN: what every vehicle made since 1986 carries. */
export const isChassis = (value: string) => chassisFormat(value) === 'vin';

/** A VIN, or a pre-VIN chassis that still needs a year up to 1986 to be accepted. */
export const isChassisFormat = (value: string) => chassisFormat(value) !== null;

/** Whether a chassis of this format fits a vehicle made in `year` (a 4-digit year, or '' when unknown). */
export function chassisFitsYear(value: string, year: string): boolean {
  const format = chassisFormat(value);
  if (format !== 'old') return format === 'vin';
  const y = year.trim();
  return /^\d{4}$/.test(y) && Number(y) <= OLD_CHASSIS_LAST_YEAR;
}
