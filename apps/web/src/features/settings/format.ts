const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** A change's moment as dd/mm/aaaa hh:mm in Brasília time. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
