import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequirementServicesResponse } from '@despacha/domain/contracts/requirement-services';
import { apiRequest } from '../../../lib/api-client.ts';

export const getRequirementServices = (signal?: AbortSignal) => apiRequest<RequirementServicesResponse>('/api/dashboard/requirements', { signal });

// A service moves into and out of exigência from Cadastro do Sistema: refetch whenever the dashboard opens.
export const requirementServicesQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'requirements'], queryFn: ({ signal }) => getRequirementServices(signal), staleTime: 0 });

export const useRequirementServices = () => useQuery(requirementServicesQueryOptions());
