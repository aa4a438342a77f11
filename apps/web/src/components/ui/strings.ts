export const uiStrings = {
  loading: 'Carregando',
  close: 'Fechar',
  sortBy: 'Ordenar por esta coluna',
} as const;
