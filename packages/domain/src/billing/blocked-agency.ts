// What the whole app needs to know about a blocked agency, without zod (the shell imports it;
// zod loads only with a form, decision 009).

/** Statuses that block an agency's work (issue 14), whoever set them. */
export const blockedAgencyStatuses = ['suspended', 'cancelled', 'inactive'] as const;
export const isBlockedAgencyStatus = (status: string | null | undefined): boolean =>
  status != null && (blockedAgencyStatuses as readonly string[]).includes(status);

/**
 * A cancelled or inactive agency has left the platform: its customers' tracking links stop
 * working. A suspended one (an unpaid invoice) keeps them: the customer's process goes on
 * (decision 048). Quote links of any blocked agency cannot be answered.
 */
export const agencyHasLeft = (status: string | null | undefined): boolean => status === 'cancelled' || status === 'inactive';

/** The reason billing records when it suspends for non-payment (server: setStatusBySystem's DUNNING_REASON). */
export const DUNNING_REASON_TEXT = 'Inadimplência';

export const agencyBillingMessages = {
  suspended: 'O acesso desta agência está bloqueado. Regularize a assinatura para voltar a usar o sistema.',
  dispatcherOnly: 'Somente despachantes veem e alteram a assinatura da agência.',
  planUnknown: 'Plano não encontrado',
  planSame: 'A agência já está neste plano',
  seatsExceeded: (active: number, seats: number) =>
    `Não é possível mudar para este plano: a agência tem ${active} usuários ativos e o plano comporta ${seats}. Desative usuários antes.`,
  planChanged: 'Plano alterado. O novo valor vale a partir da próxima fatura.',
  planChangeFailed: 'Erro ao alterar o plano',
  loadFailed: 'Erro ao carregar a assinatura',
  pixFailed: 'Erro ao gerar o PIX desta fatura',
  copied: 'Código copiado',
} as const;
