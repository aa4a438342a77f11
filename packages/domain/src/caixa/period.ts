// The caixa's days (decision 027): agency-local dates in America/Sao_Paulo, as YYYY-MM-DD. No zod:
// the /caixa page computes its period buttons with these.
import { agencyToday, monthOf, periodDays, weekOf } from '../agency-calendar.ts';

/** Today in America/Sao_Paulo: the caixa's default period. */
export const caixaToday = agencyToday;

/** Days from `from` to `to`, both counted (2026-11-01..2026-11-30 is 30). */
export const caixaPeriodDays = periodDays;

export type CaixaPreset = 'hoje' | 'semana' | 'mes';

/** Hoje; Esta semana (Monday to Sunday); Este mês (first to last day), around São Paulo's today. */
export function caixaPresetPeriod(preset: CaixaPreset, now: Date = new Date()): { from: string; to: string } {
  const today = agencyToday(now);
  if (preset === 'hoje') return { from: today, to: today };
  return preset === 'semana' ? weekOf(today) : monthOf(today);
}
