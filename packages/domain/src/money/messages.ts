import { formatMoney } from '../validators/money.ts';

// pt-BR money texts shared by the service screen, the receipts and the server (decision 017).
export const moneyMessages = {
  detranFees: 'Taxas do DETRAN (repasse)',
  debts: 'Dúvidas — débitos do veículo: IPVA, multas (repasse)',
  passThroughs: 'Repasses (DETRAN e débitos)',
  honorarios: 'Honorários do despachante',
  extras: 'Extras',
  agencyFees: 'Subtotal do despachante',
  total: 'Total do serviço',
  paid: 'Valor pago',
  balance: 'Saldo a pagar',
  credit: 'Crédito do cliente',
  overpaymentTitle: 'Valor pago maior que o total',
  overpayment: (paid: number, total: number) =>
    `O valor pago (${formatMoney(paid)}) é maior que o total do serviço (${formatMoney(total)}). Confirme para registrar a diferença como crédito do cliente.`,
  overpaymentQuestion: (credit: number) => `Registrar ${formatMoney(credit)} como crédito do cliente?`,
  confirmCredit: 'Registrar crédito',
  fixPaid: 'Corrigir valor pago',
  passThroughHint: 'Repasse: não entra no faturamento',
  debtsHint: 'Débitos do veículo pagos pelo cliente (IPVA, multas): repasse',
  totalSplit: (passThroughs: number, agencyFees: number) => `Repasses ${formatMoney(passThroughs)} + despachante ${formatMoney(agencyFees)}`,
  creditHint: 'Pago além do total: devolver ou usar no próximo serviço',
  revenueHint: (passThroughs: number) => `Só honorários e extras; ${formatMoney(passThroughs)} de repasses (DETRAN e débitos) não entram`,
} as const;

/** "Saldo a pagar R$ …" or "Crédito do cliente R$ …": a balance is never shown negative. */
export function balanceLine({ balance, credit }: { balance: number; credit: number }): { label: string; cents: number } {
  return credit > 0 ? { label: moneyMessages.credit, cents: credit } : { label: moneyMessages.balance, cents: balance };
}
