const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});
const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'America/Sao_Paulo' });
const hourLabel = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', hour: '2-digit', timeZone: 'America/Sao_Paulo' });
const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatTime = (iso: string) => time.format(new Date(iso));
export const formatHour = (iso: string) => `${hourLabel.format(new Date(iso))}h`;
export const formatNumber = (n: number) => number.format(n);
export const formatMs = (n: number | null) => (n === null ? '—' : `${number.format(n)} ms`);
export const formatPercent = (ratio: number) => `${number.format(ratio * 100)}%`;

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];
export function formatBytes(n: number): string {
  let v = n;
  let u = 0;
  while (v >= 1024 && u < UNITS.length - 1) {
    v /= 1024;
    u++;
  }
  return `${number.format(v)} ${UNITS[u]}`;
}
