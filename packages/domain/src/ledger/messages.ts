import { formatMessages } from '../messages.ts';
import { MONEY_MAX_CENTS } from '../limits.ts';
import { formatBrDate } from '../validators/date.ts';
import { formatMoney } from '../validators/money.ts';
import { amountText } from '../money/fee-display.ts';
import { ledgerRegistryLabels } from './registry-labels.ts';

/** The earliest date a ledger entry may carry: older paperwork is not the agency's caixa. */
export const LEDGER_FIRST_DAY = '2000-01-01';

// pt-BR texts of a service's ledger (issue 15, decision 025): the forms, the server's refusals,
// the list and the receipt.
export const ledgerMessages = {
  title: 'Financeiro do serviço',
  payments: 'Pagamentos recebidos',
  // What the agency paid on the customer's behalf (DUDA, cartório, IPVA, placas), not by the customer.
  expenses: 'Despesas pagas pela agência em nome do cliente',
  noPayments: 'Nenhum pagamento registrado.',
  noExpenses: 'Nenhuma despesa registrada.',
  recordPayment: 'Registrar pagamento',
  recordExpense: 'Registrar despesa',
  paidOn: 'Data',
  method: 'Forma de pagamento',
  amount: 'Valor',
  receivedBy: 'Recebido por',
  note: 'Observação',
  kind: 'Tipo de despesa',
  description: 'Descrição',
  number: 'Nº',
  status: 'Situação',
  live: 'Válido',
  voided: 'Estornado',
  voidedBy: (name: string, reason: string) => `Estornado${name ? ` por ${name}` : ''}: ${reason}`,
  voidAction: 'Estornar',
  voidTitle: 'Estornar lançamento',
  voidDescription: 'O lançamento continua listado como estornado e deixa de contar no valor pago e no caixa.',
  voidReason: 'Motivo do estorno',
  confirmVoid: 'Confirmar estorno',
  cancel: 'Cancelar',
  save: 'Salvar',
  receipt: 'Recibo',
  receiptOf: (number: number) => `Imprimir recibo nº ${number}`,
  totalPayments: 'Total recebido',
  totalExpenses: 'Total de despesas',
  backToRecord: 'Voltar ao cadastro',
  ...ledgerRegistryLabels,
  serviceHeading: (number: number, owner: string, plate: string) => `Serviço nº ${number} — ${owner} — ${plate}`,
  // The customer's credit given back or carried to another service (decision 059).
  refunds: 'Devoluções de crédito',
  transfers: 'Transferências de crédito',
  refundCredit: 'Devolver crédito',
  transferCredit: 'Transferir crédito',
  refundTitle: 'Devolver crédito ao cliente',
  refundDescription: (credit: number) => `Crédito do cliente: ${formatMoney(credit)}. O valor devolvido sai do caixa e deixa de ser crédito do serviço.`,
  transferTitle: 'Transferir crédito para outro serviço',
  transferDescription: (credit: number) =>
    `Crédito do cliente: ${formatMoney(credit)}. O valor passa a contar como pago no serviço escolhido; nenhum dinheiro entra ou sai do caixa.`,
  refundMethod: 'Forma de devolução',
  targetService: 'Serviço de destino',
  targetOption: (number: number, label: string, plate: string, balance: number, feeUnknown = false) =>
    `Nº ${number} — ${label} — ${plate} — saldo a pagar ${amountText(balance, feeUnknown)}`,
  noTargets: 'Este cliente não tem outro serviço em aberto para receber o crédito.',
  transferOut: (number: number) => `Para o serviço nº ${number}`,
  transferIn: (number: number) => `Do serviço nº ${number}`,
  transferSide: 'Origem / destino',
  totalRefunds: 'Total devolvido',
  totalTransfers: (outCents: number, inCents: number) =>
    `Transferido para outros serviços: ${formatMoney(outCents)} · recebido de outros serviços: ${formatMoney(inCents)}`,
  refundReceiptOf: (number: number) => `Imprimir recibo de devolução nº ${number}`,
  transferOverpaymentQuestion: 'Transferir assim mesmo? A diferença fica como crédito do cliente no serviço de destino.',
  confirmTransfer: 'Transferir assim mesmo',
  fixAmount: 'Corrigir o valor',
  loadingTargets: 'Carregando os serviços do cliente…',
  refundRecorded: 'Devolução registrada',
  transferRecorded: 'Crédito transferido',
  // Refusals
  creditExceeded: (credit: number) =>
    credit > 0 ? `O valor é maior que o crédito do cliente neste serviço (${formatMoney(credit)}).` : 'Este serviço não tem crédito do cliente.',
  targetRequired: 'Selecione o serviço de destino',
  targetNotOpen: 'Selecione outro serviço em aberto do mesmo cliente',
  paidBelowZero: 'O estorno deixaria o valor pago do serviço negativo: estorne antes a devolução ou a transferência do crédito que veio deste lançamento.',
  dateRequired: 'Informe a data',
  dateInvalid: formatMessages.dateInvalid,
  dateInFuture: 'A data não pode ser futura',
  dateTooOld: `A data não pode ser anterior a ${formatBrDate(LEDGER_FIRST_DAY)}`,
  methodRequired: 'Selecione a forma de pagamento',
  kindRequired: 'Selecione o tipo de despesa',
  amountRequired: 'Informe um valor maior que zero',
  amountInvalid: formatMessages.moneyInvalid,
  amountTooLarge: `Valor máximo: ${formatMoney(MONEY_MAX_CENTS)}`,
  receiverNotFound: 'Selecione um usuário ativo da agência',
  reasonRequired: 'Informe o motivo do estorno',
  alreadyVoided: 'Este lançamento já foi estornado.',
  dispatcherOnly: 'Só o despachante pode estornar lançamentos.',
  // Toasts
  paymentRecorded: 'Pagamento registrado',
  expenseRecorded: 'Despesa registrada',
  entryVoided: 'Lançamento estornado',
  saveFailed: 'Erro ao salvar o lançamento',
  loadFailed: 'Não foi possível carregar o financeiro do serviço.',
  // The receipt
  receiptTitle: (number: number) => `RECIBO Nº ${number}`,
  receiptCancelled: 'CANCELADO — PAGAMENTO ESTORNADO',
  receiptReceivedBy: 'Recebido por',
  receiptMethod: 'Forma de pagamento',
  receiptDate: 'Data do pagamento',
  refundReceiptTitle: (number: number) => `RECIBO DE DEVOLUÇÃO Nº ${number}`,
  refundReceiptCancelled: 'CANCELADO — DEVOLUÇÃO ESTORNADA',
  refundReceiptDate: 'Data da devolução',
  refundReceiptPaidBy: 'Devolvido por',
} as const;
