const count = (n: number) => n.toLocaleString('pt-BR');

export const uiStrings = {
  loading: 'Carregando',
  close: 'Fechar',
  dialogLoadFailed: 'Não foi possível abrir a janela. Verifique sua conexão e tente novamente.',
  sortBy: 'Ordenar por esta coluna',
  previousPage: 'Anterior',
  nextPage: 'Próxima',
  pageOf: (page: number, pages: number) => `Página ${count(page)} de ${count(pages)}`,
  pageRange: (items: string | undefined, first: number, last: number, total: number) =>
    `${items ? `${items} ` : ''}${count(first)}–${count(last)} de ${count(total)}`,
  pageEmpty: 'Nada nesta página.',
  /** A tab of a form whose fields hold errors (its description, read after its name). */
  tabErrors: (n: number) => (n === 1 ? 'Com erro em 1 campo' : `Com erro em ${count(n)} campos`),
  /** Leaving a page (link, menu, Back, Sair) while a form holds unsaved work. */
  leave: {
    title: 'Sair sem salvar?',
    description: 'Há alterações que ainda não foram salvas. Se sair agora, elas serão perdidas.',
    leave: 'Sair sem salvar',
    stay: 'Continuar editando',
  },
  /** Closing a dialog (Esc, X, a click outside) whose form holds unsaved work. */
  discard: {
    title: 'Descartar alterações?',
    description: 'O que foi preenchido nesta janela ainda não foi salvo. Se fechar agora, será perdido.',
    discard: 'Descartar',
    stay: 'Continuar editando',
  },
} as const;
