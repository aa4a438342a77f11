import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FieldOptionKind } from '@despacha/domain/options/field-option-kinds';
import type { Option } from '@despacha/domain/options/option';
import { apiRequest } from '../../../lib/api-client.ts';

/** The select lists platform admins manage (combustível, tipo, cor, UF, serviço...). */
export type FieldOptions = Partial<Record<FieldOptionKind, Option[]>>;

export const getFieldOptions = (signal?: AbortSignal) => apiRequest<FieldOptions>('/api/field-options', { signal });

export const fieldOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['field-options'], queryFn: ({ signal }) => getFieldOptions(signal), staleTime: 5 * 60_000 });

const none: Option[] = [];

/** The active options of one list ([] while loading). */
export function useFieldOptions() {
  const { data } = useQuery(fieldOptionsQueryOptions());
  return (kind: FieldOptionKind): Option[] => data?.[kind] ?? none;
}
