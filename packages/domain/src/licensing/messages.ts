// pt-BR texts of Licenciamento do ano (issue 39, decision 065).

export const licensingMessages = {
  title: 'Licenciamentos',
  monthInvalid: 'Mês inválido (use aaaa-mm)',
  yearInvalid: 'Ano inválido',
  monthOrYear: 'Escolha o mês ou o ano, não os dois',
  situationInvalid: 'Situação inválida',
  originInvalid: 'Origem inválida',
  finalsIncomplete: 'Informe as datas dos 10 finais de placa (0 a 9), cada uma uma vez',
  finalInvalid: 'Final de placa inválido (0 a 9)',
  dueDateInvalid: 'Data de vencimento inválida (use dd/mm/aaaa)',
  dueDateOutsideYear: 'A data de vencimento deve ser do próprio ano do calendário',
  checkedOnInvalid: 'Data da conferência inválida (use dd/mm/aaaa)',
  sourceTooLong: 'Fonte muito longa',
  toConfirm: 'a confirmar',
  calendarToConfirm: (year: number) => `Calendário de licenciamento de ${year} a confirmar`,
  calendarSaved: 'Calendário de licenciamento salvo',
} as const;

export const licensingSituationLabels = {
  vencido: 'Vencido',
  'a-fazer': 'A fazer',
  feito: 'Feito no ano',
} as const;

/** The Licenciamentos screen's labels, written once. */
export const licensingLabels = {
  intro: 'Veículos do cadastro com licenciamento no período, pelo final da placa no calendário do DETRAN-RJ.',
  month: 'Mês do vencimento',
  monthHint: 'Em branco: este mês e o próximo, com os vencidos do ano primeiro',
  situation: 'Situação',
  allSituations: 'Todas',
  origin: 'Origem',
  allOrigins: 'Todas',
  list: 'Veículos com licenciamento no período',
  plate: 'Placa',
  owner: 'Proprietário',
  due: 'Vencimento',
  contact: 'Contato',
  emailOk: 'E-mail (com consentimento)',
  mobileOk: 'Celular',
  noContact: 'Sem contato',
  doneOn: 'feito em',
  empty: 'Nenhum veículo com licenciamento neste período.',
  loadFailed: 'Não foi possível carregar os licenciamentos.',
  pagerLabel: 'Páginas dos licenciamentos',
  pagerItems: 'Veículos',
  period: (from: string, to: string) => `Período: ${from} a ${to}`,
  finalsToConfirm: (year: number, finals: string) => `Calendário de ${year} a confirmar para os finais ${finals}.`,
} as const;

/** The admin's calendar card (Catálogo de Serviços). */
export const licensingCalendarLabels = {
  title: 'Calendário de licenciamento (DETRAN-RJ)',
  description: 'Data limite do licenciamento anual por final de placa. Em branco: a confirmar.',
  year: 'Ano',
  final: (final: number) => `Final ${final}`,
  source: 'Fonte (link ou texto)',
  checkedOn: 'Conferido em',
  save: 'Salvar calendário',
  loadFailed: 'Não foi possível carregar o calendário de licenciamento.',
  saveFailed: 'Não foi possível salvar o calendário de licenciamento.',
} as const;
