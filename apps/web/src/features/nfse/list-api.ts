import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { NfseListResponse } from '@despacha/domain/nfse/list-contracts';
import type { NfseDateBasis, NfseExportFormat, NfseListSortKey } from '@despacha/domain/nfse/list';
import type { NfseStatus } from '@despacha/domain/nfse/issue-messages';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';

// Notas fiscais (decisions 075, 077): the list, filtered, sorted and paged by the server, its
// export and the month's ZIP.

/** `month` aaaa-mm, '' for every month. */
export type NfseListFilters = { month: string; by: NfseDateBasis; status: '' | NfseStatus; page: number; sort: NfseListSortKey; dir: 'asc' | 'desc' };
export const defaultNfseSort = { sort: 'issued', dir: 'desc' } as const satisfies Pick<NfseListFilters, 'sort' | 'dir'>;

const search = (f: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(f)
      .filter(([, v]) => v !== '' && v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export const nfseListQueryOptions = (f: NfseListFilters) =>
  queryOptions({
    queryKey: ['nfse', 'list', f],
    queryFn: ({ signal }) => apiRequest<NfseListResponse>(`/api/nfse?${search(f)}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const useNfseList = (f: NfseListFilters) => useQuery(nfseListQueryOptions(f));

/** The list as a file (decision 077): the same filters and order, no page. A plain link: the browser downloads it with the session cookie. */
export const nfseExportUrl = ({ page: _page, ...f }: NfseListFilters, format: NfseExportFormat) => `/api/nfse/export?${search({ ...f, format })}`;

/** Fetched rather than linked, so a refusal (none in the month, too many) shows its pt-BR message. */
async function downloadZip({ month, by }: { month: string; by: NfseDateBasis }) {
  const response = await fetch(`/api/nfse/xml.zip?${search({ month, by })}`, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
    throw new ApiError(response.status, body.error?.code ?? `HTTP_${response.status}`, body.error?.message);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `nfse-xml-${month}.zip`;
  saveBlob(await response.blob(), name);
}

export const useNfseZip = () => useMutation({ mutationFn: downloadZip });
