const count = (n: number) => n.toLocaleString('pt-BR');

export const uiStrings = {
  loading: 'Carregando',
  close: 'Fechar',
  dialogLoadFailed: 'Não foi possível abrir a janela. Verifique sua conexão e tente novamente.',
  sortBy: 'Ordenar por esta coluna',
  previousPage: 'Anterior',
  nextPage: 'Próxima',
  pageOf: (page: number, pages: number) => `Página ${count(page)} de ${count(pages)}`,
  pageRange: (items: string | undefined, first: number, last: number, total: number) => `${items ? `${items} ` : ''}${count(first)}–${count(last)} de ${count(total)}`,
  pageEmpty: 'Nada nesta página.',
} as const;
