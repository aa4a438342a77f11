import { formatDistanceToNow } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

const integer = new Intl.NumberFormat('pt-BR');
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 1234 → '1.234'. */
export const formatCount = (value: number) => integer.format(value);

/** dd/mm/aaaa hh:mm in America/Sao_Paulo. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso)).replace(',', '');

const DAY_MS = 86_400_000;

/** 'há 5 minutos' within the last day, dd/mm/aaaa hh:mm before that. */
export function formatWhen(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const age = now.getTime() - date.getTime();
  if (age >= 0 && age < DAY_MS) return formatDistanceToNow(date, { addSuffix: true, locale: ptBR });
  return formatDateTime(iso);
}
