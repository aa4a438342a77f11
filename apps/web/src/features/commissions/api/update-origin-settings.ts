import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OriginSettingsData, OriginSettingsResponse } from '@despacha/domain/commissions/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { settingsUrl } from './get-origin-settings.ts';
import { commissionsKeys } from './keys.ts';

/** The contract's parsed output is sent: phone as digits, percentages as basis points, amounts in centavos. */
export const updateOriginSettings = ({ originId, data }: { originId: string; data: OriginSettingsData }) =>
  apiRequest<OriginSettingsResponse>(settingsUrl(originId), { method: 'PUT', body: data });

/** The statement's open commissions follow the rules of today: it refetches with them. */
export function useUpdateOriginSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOriginSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(commissionsKeys.settings(saved.originId), saved);
      await queryClient.invalidateQueries({ queryKey: [...commissionsKeys.all, 'statement'] });
    },
  });
}
