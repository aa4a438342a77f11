import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@despacha/domain/contracts/dashboard';
import { apiRequest } from '../../../lib/api-client.ts';

export const getDashboard = (signal?: AbortSignal) => apiRequest<DashboardResponse>('/api/dashboard', { signal });

// Figures change with every registration: refetch whenever the dashboard is opened again.
export const dashboardQueryOptions = () => queryOptions({ queryKey: ['dashboard'], queryFn: ({ signal }) => getDashboard(signal), staleTime: 0 });

export const useDashboard = () => useQuery(dashboardQueryOptions());
