// Texts of the printed documents' generation (request forms, the forms library, receipts).
export const pdfMessages = {
  busy: 'Muitos documentos sendo gerados agora. Tente novamente em instantes.',
  tooLarge: 'Não foi possível gerar o PDF: o documento é grande demais. Revise os textos muito longos e tente novamente.',
} as const;
