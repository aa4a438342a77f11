export const uiStrings = {
  loading: 'Carregando',
  close: 'Fechar',
} as const;
