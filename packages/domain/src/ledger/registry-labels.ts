// The labels Cadastro do Sistema's money panel shows, alone: the whole ledger message file would
// weigh on that route's JavaScript budget (decision 009).
export const ledgerRegistryLabels = {
  paidHint: 'Soma dos pagamentos registrados no financeiro',
  saveFirst: 'Salve o serviço para registrar pagamentos',
  openLedger: 'Registrar pagamento',
} as const;
