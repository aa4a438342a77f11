// pt-BR texts of the invoice PDF (issue 14).

export const invoicePdfLabels = {
  title: (number: number) => `Fatura nº ${number}`,
  client: 'Cliente',
  number: 'Número',
  period: 'Período',
  issuedOn: 'Emissão',
  dueOn: 'Vencimento',
  status: 'Situação',
  description: 'Descrição',
  quantity: 'Qtd.',
  unitPrice: 'Valor unitário',
  amount: 'Valor',
  total: 'Total',
  paid: 'Pago até agora',
  planItem: (plan: string, users: number) => `Plano ${plan} (${users} ${users === 1 ? 'usuário incluído' : 'usuários incluídos'})`,
  additionalUsersItem: 'Usuários adicionais',
  pixTitle: 'Pague com PIX',
  pixCopyPaste: 'PIX copia e cola:',
  filename: (number: number) => `fatura-${number}.pdf`,
} as const;
