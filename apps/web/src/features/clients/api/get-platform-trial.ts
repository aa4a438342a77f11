import { useQuery } from '@tanstack/react-query';
import type { AllSettings } from '@despacha/domain/settings/defaults';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Configurações' trialPeriodDays: what the new-client form proposes as the trial. Same key as the
 * settings screen's, so a save there refreshes it.
 */
export const usePlatformTrialDays = () =>
  useQuery({
    queryKey: ['admin', 'settings', 'tabs'],
    queryFn: ({ signal }) => apiRequest<AllSettings>('/api/admin/settings', { signal }),
    select: (settings) => settings.platform.trialPeriodDays,
  });
