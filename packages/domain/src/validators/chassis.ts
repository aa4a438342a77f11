import { CODE } from '../limits.ts';

/** Chassis (VIN): 17 characters, digits and letters except I, O and Q. Brazil uses no VIN check digit. */
export const normalizeChassis = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

export const isChassis = (value: string) => value.length <= CODE.chassis && /^[A-HJ-NPR-Z0-9]{17}$/.test(normalizeChassis(value));
