export const uiStrings = {
  loading: 'Carregando',
  close: 'Fechar',
  dialogLoadFailed: 'Não foi possível abrir a janela. Verifique sua conexão e tente novamente.',
  sortBy: 'Ordenar por esta coluna',
} as const;
