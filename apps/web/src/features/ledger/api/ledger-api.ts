import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditTargetsResponse, LedgerResponse, VoidRequest } from '@despacha/domain/ledger/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

// The ledger of one service (decision 025): one query, writes that answer the whole ledger. The
// customer's credit is given back or carried to another of the owner's services (decision 059).

export const ledgerKeys = {
  all: ['ledger'] as const,
  service: (serviceId: string) => ['ledger', serviceId] as const,
};

const base = (serviceId: string) => `/api/services/${encodeURIComponent(serviceId)}`;

export const getLedger = (serviceId: string, signal?: AbortSignal) => apiRequest<LedgerResponse>(`${base(serviceId)}/ledger`, { signal });

export const ledgerQueryOptions = (serviceId: string) =>
  queryOptions({ queryKey: ledgerKeys.service(serviceId), queryFn: ({ signal }) => getLedger(serviceId, signal) });

export const useLedger = (serviceId: string) => useQuery(ledgerQueryOptions(serviceId));

/** Where a payment's receipt (PDF) downloads from. */
export const paymentReceiptUrl = (serviceId: string, paymentId: string) => `${base(serviceId)}/payments/${encodeURIComponent(paymentId)}/receipt.pdf`;

/** Where a refund's "recibo de devolução" (PDF) downloads from. */
export const refundReceiptUrl = (serviceId: string, refundId: string) => `${base(serviceId)}/refunds/${encodeURIComponent(refundId)}/receipt.pdf`;

/** The owner's other open services, where the credit may be carried: read when the transfer form opens. */
export const useCreditTargets = (serviceId: string) =>
  useQuery({
    queryKey: [...ledgerKeys.service(serviceId), 'credit-targets'],
    queryFn: ({ signal }) => apiRequest<CreditTargetsResponse>(`${base(serviceId)}/credit-targets`, { signal }),
  });

export type EntryKind = 'payments' | 'expenses' | 'refunds' | 'credit-transfers';
/** The forms send what was typed (choices may still be ''): the server's contract checks it and answers per field. */
type Typed = Record<string, string | boolean>;
type Write =
  | { kind: 'payment'; body: Typed }
  | { kind: 'expense'; body: Typed }
  | { kind: 'refund'; body: Typed }
  | { kind: 'transfer'; body: Typed }
  | { kind: 'void'; entry: EntryKind; entryId: string; body: VoidRequest };

const paths = { payment: 'payments', expense: 'expenses', refund: 'refunds', transfer: 'credit-transfers' } as const;

const write = (serviceId: string, w: Write) => {
  const url = w.kind === 'void' ? `${base(serviceId)}/${w.entry}/${encodeURIComponent(w.entryId)}/void` : `${base(serviceId)}/${paths[w.kind]}`;
  return apiRequest<LedgerResponse>(url, { method: 'POST', body: w.body });
};

/**
 * Every write answers the ledger as it now stands: it replaces the cached one. The registry's
 * service (valor pago, saldo) and the dashboard read the same figures, so they refetch.
 */
export function useLedgerWrite(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (w: Write) => write(serviceId, w),
    onSuccess: (ledger) => {
      queryClient.setQueryData(ledgerKeys.service(serviceId), ledger);
      // A transfer (or its estorno) changed another service's ledger too, and the caixa may have moved.
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.all, predicate: (q) => q.queryKey[1] !== serviceId || q.queryKey.length > 2 });
      void queryClient.invalidateQueries({ queryKey: ['caixa'] });
      void queryClient.invalidateQueries({ queryKey: ['registry'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
