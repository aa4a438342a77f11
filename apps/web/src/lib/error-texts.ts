/** What a failure means to the user, one text per cause (see error-text.ts). */
export const errorTexts = {
  network: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
  server: 'Erro no servidor. Tente novamente em instantes.',
};
