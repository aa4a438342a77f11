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
  pixKey: 'Chave PIX',
  /** Said rather than invented while the platform's settings lack the issuer's CNPJ or the PIX key. */
  toConfirm: 'a confirmar',
  issuerCnpj: 'CNPJ',
  paymentTitle: 'Pagamento',
  paymentToConfirm: 'Dados para pagamento (PIX): a confirmar. Em caso de dúvida, responda ao e-mail desta fatura.',
  filename: (number: number) => `fatura-${number}.pdf`,
} as const;
