import { useMutation } from '@tanstack/react-query';
import type { SearchResult } from '@despacha/domain/contracts/registry/registration';
import { apiRequest } from '../../../lib/api-client.ts';

/** The agency's registry (owners with their vehicle) matching a plate, RENAVAM, CPF/CNPJ or name. */
export const searchRegistry = (q: string) => apiRequest<SearchResult[]>(`/api/registry/search?${new URLSearchParams({ q })}`);

/** "Buscar" is an action the user repeats: every click asks the server again, nothing is cached. */
export const useSearchRegistry = () => useMutation({ mutationFn: searchRegistry });
