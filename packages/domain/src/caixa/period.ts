// The caixa's days (decision 027): agency-local dates in America/Sao_Paulo, as YYYY-MM-DD. No zod:
// the /caixa page computes its period buttons with these.

const saoPauloDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in America/Sao_Paulo: the caixa's default period. */
export const caixaToday = (now: Date = new Date()) => saoPauloDay.format(now);

/** Days from `from` to `to`, both counted (2026-11-01..2026-11-30 is 30). */
export const caixaPeriodDays = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

const shift = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

export type CaixaPreset = 'hoje' | 'semana' | 'mes';

/** Hoje; Esta semana (Monday to Sunday); Este mês (first to last day), around São Paulo's today. */
export function caixaPresetPeriod(preset: CaixaPreset, now: Date = new Date()): { from: string; to: string } {
  const today = caixaToday(now);
  if (preset === 'hoje') return { from: today, to: today };
  if (preset === 'semana') {
    const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const monday = shift(today, -sinceMonday);
    return { from: monday, to: shift(monday, 6) };
  }
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${today.slice(0, 8)}01`, to: `${today.slice(0, 8)}${String(last).padStart(2, '0')}` };
}
