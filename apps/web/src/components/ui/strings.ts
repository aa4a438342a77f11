export const uiStrings = {
  loading: 'Carregando',
} as const;
