import { PRODUCT_NAME } from '../messages.ts';
import { formatMoney } from '../validators/money.ts';
import { TRIAL_EXTEND_DAYS_MAX } from './periods.ts';

// pt-BR texts of invoices, dunning and trials (issue 14): e-mails, admin actions and their errors.

const brDate = (iso: string) => iso.split('-').reverse().join('/');

export const billingMessages = {
  /** Status reason when a trial ends without conversion (decision 021). */
  trialEndedReason: 'Fim do período de teste',
  trialConvertedReason: 'Conversão do período de teste',
  invoiceNotFound: 'Fatura não encontrada',
  invoiceNotCancellable: 'Só faturas pendentes, vencidas ou em rascunho podem ser canceladas.',
  invoiceNotResendable: 'Só faturas pendentes ou vencidas podem ser reenviadas.',
  invoiceMailWithheld: 'O limite de e-mails por hora deste cliente foi atingido. Tente mais tarde.',
  trialClientNotFound: 'Cliente não encontrado',
  notInTrial: 'Este cliente não está em período de teste.',
  extendDaysInvalid: `Dias: um número inteiro entre 1 e ${TRIAL_EXTEND_DAYS_MAX}.`,
  extendReasonRequired: 'Informe o motivo da extensão.',
  trialStatusInvalid: 'Status do período de teste inválido',
  // Admin screen: confirmations and toasts.
  convertTitle: 'Converter período de teste',
  convertConfirm: (client: string) => `Converter o período de teste de ${client}? A assinatura passa a ativa e a primeira fatura é emitida hoje.`,
  convertAction: 'Converter',
  convertedTitle: 'Período de teste convertido',
  convertedDescription: (number: number) => `Assinatura ativa. Fatura nº ${number} emitida.`,
  extendTitle: 'Estender período de teste',
  extendAction: 'Estender',
  extendDaysLabel: 'Dias',
  extendReasonLabel: 'Motivo',
  extendedTitle: 'Período de teste estendido',
  /** `endsOn` as the screen shows dates (dd/mm/aaaa). */
  extendedDescription: (endsOn: string) => `O teste agora termina em ${endsOn}.`,
  keep: 'Voltar',
  actions: 'Ações',
  saving: 'Salvando…',
  actionFailed: 'Não foi possível concluir. Tente novamente.',
};

export type InvoiceMailFacts = { number: number; amountCents: number; periodStart: string; periodEnd: string; dueOn: string };

const invoiceLine = (i: InvoiceMailFacts) =>
  `Fatura nº ${i.number}, período ${brDate(i.periodStart)} a ${brDate(i.periodEnd)}, valor ${formatMoney(i.amountCents)}, vencimento ${brDate(i.dueOn)}.`;

/** Subjects and bodies of billing e-mails; the server wraps them (lib/mail.ts). */
export const billingMail = {
  invoiceIssued: (i: InvoiceMailFacts) => ({
    subject: `Fatura emitida nº ${i.number} — ${PRODUCT_NAME}`,
    body: `Sua fatura foi emitida. ${invoiceLine(i)} Pague por PIX na página Assinatura.`,
  }),
  reminderBefore: (i: InvoiceMailFacts, days: number) => ({
    subject: `Sua fatura nº ${i.number} vence em ${days} ${days === 1 ? 'dia' : 'dias'}`,
    body: `Lembrete: ${invoiceLine(i)}`,
  }),
  reminderDue: (i: InvoiceMailFacts) => ({
    subject: `Sua fatura nº ${i.number} vence hoje`,
    body: `Lembrete: ${invoiceLine(i)}`,
  }),
  reminderAfter: (i: InvoiceMailFacts, suspendAfterDays: number) => ({
    subject: `Fatura nº ${i.number} vencida`,
    body: `Não identificamos o pagamento. ${invoiceLine(i)} Com ${suspendAfterDays} dias de atraso o acesso é suspenso.`,
  }),
  trialEnding: (endsOn: string) => ({
    subject: `Seu período de teste termina em ${brDate(endsOn)}`,
    body: `Seu período de teste do ${PRODUCT_NAME} termina em ${brDate(endsOn)}. Fale conosco para assinar e continuar usando.`,
  }),
};
