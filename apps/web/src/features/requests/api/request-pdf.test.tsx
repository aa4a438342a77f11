import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../../lib/api-client.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { downloadRequestPdf, requestPdfUrl } from './request-pdf.ts';

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('request PDF', () => {
  it('links a stored request for download or for printing in a tab', () => {
    expect(requestPdfUrl('abc')).toBe('/api/requests/abc/pdf');
    expect(requestPdfUrl('abc', { inline: true })).toBe('/api/requests/abc/pdf?inline=1');
  });

  it('saves the unsaved form as <type>-<plate>.pdf', async () => {
    const { calls } = mockApi({ 'POST /api/requests/pdf': () => ({ body: 'pdf' }) });
    // jsdom has no object URLs: the browser's would point at the blob.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() });
    let saved: { href: string; download: string } | undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = { href: this.href, download: this.download };
    });

    await downloadRequestPdf({ type: 'comunicacao-venda', data: { placa: 'abc-1234' } });
    expect(calls).toEqual([{ method: 'POST', path: '/api/requests/pdf', body: { type: 'comunicacao-venda', data: { placa: 'abc-1234' } } }]);
    expect(saved).toEqual({ href: 'blob:pdf', download: 'comunicacao-venda-ABC1C34.pdf' });
    click.mockRestore();
  });

  it("rejects with the server's field messages when the form is invalid", async () => {
    mockApi({ 'POST /api/requests/pdf': () => apiError(400, 'VALIDATION', 'Dados inválidos', { placa: 'Placa é obrigatória' }) });
    const error = await downloadRequestPdf({ type: 'vistoria-transito', data: {} }).catch((e: unknown) => e);
    expect(isApiError(error) && error.fields).toEqual({ placa: 'Placa é obrigatória' });
  });
});
