export const dashboardStrings = {
  indicatorsTitle: 'Indicadores',
  indicatorsEmpty:
    'Os indicadores da agência (clientes, serviços ativos, documentos pendentes e faturamento) aparecerão aqui quando houver dados cadastrados.',
} as const;

export const welcome = (name: string) => `Bem-vindo, ${name}!`;
