// The agenda's pt-BR texts (issue 18 item 2, decision 038): the API's refusals and the screen's
// words, written once. No zod here: the /agenda page and the dashboard card import these eagerly.

/** The longest range one agenda request covers: six weeks, enough for a month seen by weeks. */
export const AGENDA_RANGE_DAYS_MAX = 42;
/** Vistorias or deadlines one range lists at most; the counts still cover every one. */
export const AGENDA_ITEMS_MAX = 500;
/** Late vistorias or deadlines the agenda lists (the oldest first), and each "Carregar mais" adds; the count covers every one. */
export const AGENDA_LATE_PAGE = 25;
/**
 * The furthest a late list is paged (GET /api/agenda/late's offset): 400 pages. The database reads
 * and drops every row before the offset, so the bound keeps one request's work bounded.
 */
export const AGENDA_LATE_OFFSET_MAX = 10_000;

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n.toLocaleString('pt-BR')} ${many}`);

export const agendaMessages = {
  rangeInvalid: 'Informe datas válidas (dd/mm/aaaa).',
  rangeOrder: 'A data final deve ser igual ou posterior à inicial.',
  rangeTooLong: `A agenda mostra no máximo ${AGENDA_RANGE_DAYS_MAX} dias por vez.`,
  lateKindInvalid: 'Informe a lista de atrasados: vistorias ou prazos.',
  lateOffsetInvalid: `Informe a posição na lista de atrasados: um número inteiro de 0 a ${AGENDA_LATE_OFFSET_MAX.toLocaleString('pt-BR')}.`,

  title: 'Agenda',
  description: 'Vistorias agendadas e prazos dos serviços, semana a semana.',
  weekOf: (from: string, to: string) => `Semana de ${from} a ${to}`,
  previousWeek: 'Semana anterior',
  nextWeek: 'Próxima semana',
  thisWeek: 'Hoje',
  postoFilter: 'Posto',
  allPostos: 'Todos os postos',
  noPosto: 'Sem posto informado',
  groupLegend: 'Agrupar vistorias',
  groupByDay: 'Por dia',
  groupByPosto: 'Por posto',
  loading: 'Carregando a agenda',
  loadError: 'Não foi possível carregar a agenda.',
  loadErrorHint: 'Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',

  vistoriasTitle: 'Vistorias',
  vistoriasEmpty: 'Nenhuma vistoria agendada nesta semana.',
  vistoriasEmptyPosto: 'Nenhuma vistoria neste posto nesta semana.',
  deadlinesTitle: 'Prazos',
  deadlinesEmpty: 'Nenhum prazo vence nesta semana.',
  deadlinesNote: 'Prazo do serviço ou, sem ele, o prazo legal do catálogo contado da data do processo (ou da abertura do serviço).',
  lateTitle: 'Atrasados',
  lateVistoriasTitle: 'Vistorias sem conclusão com data passada',
  lateDeadlinesTitle: 'Prazos vencidos de serviços não concluídos',
  lateEmpty: 'Nada atrasado.',
  lateMore: (shown: number, total: number) => `Mostrando os ${shown.toLocaleString('pt-BR')} mais antigos de ${total.toLocaleString('pt-BR')}.`,
  loadMore: 'Carregar mais',
  loadMoreError: 'Não foi possível carregar mais itens. Tente novamente.',
  truncated: (shown: number) => `Mostrando os primeiros ${shown}. Filtre por posto para ver os demais.`,

  serviceLine: (number: number, placa: string, servico: string) => `Nº ${number} — ${placa} — ${servico}`,
  noTime: 'Sem horário',
  today: 'Hoje',
  late: 'Atrasada',
  lateDeadline: 'Vencido',
  dueToday: 'Vence hoje',
  concluded: (conclusao: string) => `Conclusão: ${conclusao}`,
  concludedTag: 'Concluída',
  servicePrazo: 'Prazo do serviço',
  catalogPrazo: (basis: string) => (basis ? `Prazo legal — ${basis}` : 'Prazo legal do catálogo'),
  countedFrom: (date: string) => `contado de ${date}`,
  dayHeading: (weekday: string, date: string) => `${weekday}, ${date}`,
  vistoriaCount: (n: number) => plural(n, 'vistoria', 'vistorias'),
  deadlineCount: (n: number) => plural(n, 'prazo', 'prazos'),
  lateCount: (n: number) => plural(n, 'item atrasado', 'itens atrasados'),

  card: {
    title: 'Agenda',
    loading: 'Carregando a agenda',
    loadError: 'Não foi possível carregar a agenda.',
    vistoriasToday: 'Vistorias hoje',
    vistoriasWeek: 'Vistorias na semana',
    deadlinesWeek: 'Prazos na semana',
    lateVistorias: 'Vistorias atrasadas',
    lateDeadlines: 'Prazos vencidos',
    open: 'Abrir a agenda',
  },
} as const;
