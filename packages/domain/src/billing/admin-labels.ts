// What Faturamento and the billing settings show at render, without zod: the pages import it and
// zod loads only with a form (decision 009). billing/admin.ts re-exports it for the server.

export const billingAdminMessages = {
  periodInvalid: 'Período inválido',
  pixKeyInvalid: 'Chave PIX inválida: use CPF, CNPJ, e-mail, telefone +55 ou chave aleatória',
  merchantNameTooLong: 'Nome do recebedor: máximo de 25 caracteres',
  merchantCityTooLong: 'Cidade do recebedor: máximo de 15 caracteres',
  rateInvalid: 'Informe uma taxa entre 0 e 10.000 pontos-base (0% a 100%)',
  daysInvalid: 'Informe um número de dias entre 0 e 90',
  cnpjInvalid: 'CNPJ inválido',
  settingsSaved: 'Configurações de faturamento salvas',
  settingsSaveFailed: 'Erro ao salvar as configurações de faturamento',
  system: 'Sistema',
} as const;

/** The four reports of the Relatórios tab. */
export const billingReportKinds = ['faturas', 'pagamentos', 'inadimplencia', 'resumo'] as const;
export type BillingReportKind = (typeof billingReportKinds)[number];
export const billingReportLabels: Record<BillingReportKind, string> = {
  faturas: 'Faturas do período',
  pagamentos: 'Pagamentos do período',
  inadimplencia: 'Inadimplência',
  resumo: 'Resumo do período',
};
export const billingReportFormats = ['pdf', 'xlsx', 'csv'] as const;
