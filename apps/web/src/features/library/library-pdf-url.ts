/** The PDF of a library item: blank, or filled from a service; `inline` opens it in the browser. */
export function libraryPdfUrl(itemId: string, options: { serviceId?: string; inline?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (options.serviceId) params.set('serviceId', options.serviceId);
  if (options.inline) params.set('inline', '1');
  const query = params.toString();
  return `/api/library/${encodeURIComponent(itemId)}.pdf${query ? `?${query}` : ''}`;
}
