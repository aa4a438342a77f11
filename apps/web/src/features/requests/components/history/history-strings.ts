// pt-BR texts of the "Solicitações" history (the form screens keep theirs in ../../strings.ts).
export const historyStrings = {
  description: 'Formulários enviados pela agência: visualize, duplique, imprima ou baixe o PDF.',
  filtersTitle: 'Filtros',
  type: 'Tipo de solicitação',
  allTypes: 'Todos os tipos',
  plate: 'Placa',
  platePlaceholder: 'ABC1D23 ou ABC-1234',
  from: 'De',
  to: 'Até',
  datePlaceholder: 'dd/mm/aaaa',
  filter: 'Filtrar',
  clearFilters: 'Limpar filtros',
  listTitle: 'Solicitações registradas',
  columns: { title: 'Tipo', placa: 'Placa', subject: 'Nome', createdAt: 'Data', createdByName: 'Registrada por', actions: 'Ações' },
  view: 'Visualizar',
  duplicate: 'Duplicar',
  print: 'Imprimir',
  download: 'Baixar PDF',
  empty: 'Nenhuma solicitação registrada ainda. Envie um formulário em Formulários e ele aparecerá aqui.',
  emptyFiltered: 'Nenhuma solicitação encontrada com esses filtros.',
  loading: 'Carregando solicitações',
  loadError: 'Não foi possível carregar as solicitações.',
  loadErrorHint: 'Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',
  pagerLabel: 'Páginas das solicitações',
  pagerItems: 'Solicitações',
  back: 'Voltar para Solicitações',
  detailLoading: 'Carregando solicitação',
  detailError: 'Não foi possível carregar a solicitação.',
  notFound: 'Solicitação não encontrada.',
  registeredBy: 'Registrada por',
  registeredAt: 'em',
  linkedService: 'Vinculada a um serviço do cadastro',
  emptyValue: '—',
} as const;

export const resultCount = (total: number) => (total === 1 ? '1 solicitação' : `${total} solicitações`);
/** Accessible names of a row's actions: "Visualizar Vistoria em Trânsito ABC1D23 de 05/03/2026". */
export const rowActionLabel = (action: string, title: string, plate: string, date: string) =>
  [action, title, plate, `de ${date}`].filter(Boolean).join(' ');
