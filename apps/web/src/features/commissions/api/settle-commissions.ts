import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettleCommissionsRequest } from '@despacha/domain/commissions/contracts';
import type { VoidRequest } from '@despacha/domain/ledger/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { commissionsKeys } from './keys.ts';

export const settleCommissions = (body: SettleCommissionsRequest) => apiRequest<unknown>('/api/commissions/settle', { method: 'POST', body });

export const voidCommission = ({ entryId, body }: { entryId: string; body: VoidRequest }) =>
  apiRequest<unknown>(`/api/commissions/${encodeURIComponent(entryId)}/void`, { method: 'POST', body });

/**
 * A settlement or a reversal changes the statement, the caixa and the services' ledgers: they
 * refetch. The forms send what was typed; the server's contract answers per field.
 */
function useCommissionWrite<T>(write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: ['caixa'] });
      void queryClient.invalidateQueries({ queryKey: ['ledger'] });
      await queryClient.invalidateQueries({ queryKey: [...commissionsKeys.all, 'statement'] });
    },
  });
}

export const useSettleCommissions = () => useCommissionWrite(settleCommissions);
export const useVoidCommission = () => useCommissionWrite(voidCommission);
