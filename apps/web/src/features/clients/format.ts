import { formatDate } from '../../lib/formatters.ts';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** dd/mm/aaaa hh:mm in America/Sao_Paulo. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso)).replace(',', '');

export { formatDate };
