import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LedgerResponse, VoidRequest } from '@despacha/domain/ledger/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

// The ledger of one service (decision 025): one query, three writes that answer the whole ledger.

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

export type EntryKind = 'payments' | 'expenses';
/** The forms send what was typed (choices may still be ''): the server's contract checks it and answers per field. */
type Typed = Record<string, string | boolean>;
type Write =
  | { kind: 'payment'; body: Typed }
  | { kind: 'expense'; body: Typed }
  | { kind: 'void'; entry: EntryKind; entryId: string; body: VoidRequest };

const write = (serviceId: string, w: Write) => {
  const url =
    w.kind === 'payment' ? `${base(serviceId)}/payments` : w.kind === 'expense' ? `${base(serviceId)}/expenses` : `${base(serviceId)}/${w.entry}/${encodeURIComponent(w.entryId)}/void`;
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
      void queryClient.invalidateQueries({ queryKey: ['registry'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
