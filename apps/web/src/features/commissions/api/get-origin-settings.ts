import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OriginSettingsResponse } from '@despacha/domain/commissions/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { commissionsKeys } from './keys.ts';

export const settingsUrl = (originId: string) => `/api/origins/${encodeURIComponent(originId)}/settings`;

export const getOriginSettings = (originId: string, signal?: AbortSignal) => apiRequest<OriginSettingsResponse>(settingsUrl(originId), { signal });

export const originSettingsQueryOptions = (originId: string) =>
  queryOptions({ queryKey: commissionsKeys.settings(originId), queryFn: ({ signal }) => getOriginSettings(originId, signal) });

export const useOriginSettings = (originId: string) => useQuery(originSettingsQueryOptions(originId));
