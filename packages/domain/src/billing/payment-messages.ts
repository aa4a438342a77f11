import { formatMessages } from '../messages.ts';
import { MONEY_MAX_CENTS } from '../limits.ts';
import { formatMoney } from '../validators/money.ts';

// The texts of a platform invoice's payment, without zod: the record-payment dialog shows them at
// render and zod loads only with a form (decision 009). billing/payments.ts re-exports them.

export const paymentMessages = {
  methodRequired: 'Selecione a forma de pagamento',
  dateRequired: 'Informe a data do pagamento',
  dateInvalid: formatMessages.dateInvalid,
  dateInFuture: 'A data do pagamento não pode ser futura',
  amountRequired: 'Informe o valor do pagamento',
  amountInvalid: formatMessages.moneyInvalid,
  amountTooLarge: `Valor máximo: ${formatMoney(MONEY_MAX_CENTS)}`,
  invoiceCancelled: 'Esta fatura está cancelada: não é possível registrar pagamento.',
  invoiceAlreadyPaid: 'Esta fatura já está paga.',
  invoiceDraft: 'Esta fatura ainda é um rascunho: emita-a antes de registrar pagamento.',
  recorded: 'Pagamento registrado',
  invoicePaid: 'Pagamento registrado. A fatura está paga.',
  recordFailed: 'Erro ao registrar o pagamento',
  pixNotConfigured: 'O PIX não está configurado. Cadastre a chave PIX e a cidade do recebedor nas configurações de faturamento.',
  // The provider's webhook: read by its logs and support, never by our users.
  webhookNotConfigured: 'Webhook de pagamentos não configurado',
  webhookSignatureInvalid: 'Assinatura do evento inválida ou fora da janela de tempo',
  webhookMalformed: 'Evento de pagamento inválido',
  pixNotPayable: 'Esta fatura não está em aberto: não há PIX a pagar.',
} as const;
