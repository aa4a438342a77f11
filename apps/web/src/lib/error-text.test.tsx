import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, NetworkError } from './api-client.ts';
import { errorText } from './error-text.ts';
import { errorTexts } from './error-texts.ts';

afterEach(() => vi.unstubAllGlobals());

describe('errorText: one text per cause of a failed request (issue 34 item 9)', () => {
  it("gives the server's own message, 4xx or 5xx", () => {
    expect(errorText(new ApiError(409, 'CONFLICT', 'Placa já cadastrada'), 'x')).toBe('Placa já cadastrada');
    expect(errorText(new ApiError(500, 'INTERNAL', 'Erro interno do servidor.'), 'x')).toBe('Erro interno do servidor.');
  });

  it("calls a 5xx without our format the server's, a 4xx without a message the caller's", () => {
    expect(errorText(new ApiError(502, 'HTTP_502', undefined), 'Não foi possível salvar.')).toBe(errorTexts.server);
    expect(errorText(new ApiError(404, 'HTTP_404', undefined), 'Não foi possível salvar.')).toBe('Não foi possível salvar.');
  });

  it("gives a field's message when asked for it, or the first field's, else the server's message", () => {
    const invalid = new ApiError(400, 'VALIDATION', 'Dados inválidos.', { document: 'CPF inválido.', honorarios: 'Valor acima do máximo.' });
    expect(errorText(invalid, 'x', 'honorarios')).toBe('Valor acima do máximo.');
    expect(errorText(invalid, 'x', '*')).toBe('CPF inválido.');
    expect(errorText(invalid, 'x', 'placa')).toBe('Dados inválidos.');
    expect(errorText(new ApiError(422, 'NO_CONSENT', 'Sem consentimento.'), 'x', '*')).toBe('Sem consentimento.');
    expect(errorText(new NetworkError(), 'x', 'document')).toBe(errorTexts.network);
  });

  it('blames the connection only when no answer came, and nothing else', () => {
    expect(errorText(new NetworkError(), 'x')).toBe(errorTexts.network);
    expect(errorText(new TypeError('undefined is not a function'), 'Falhou.')).toBe('Falhou.');
    expect(errorText(null, null)).toBeNull();
  });

  it('apiRequest turns a fetch that got no answer into a NetworkError, a 500 page into an ApiError, and keeps an abort an abort', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/x')).rejects.toBeInstanceOf(NetworkError);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })));
    const failure = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(errorText(failure, 'x')).toBe(errorTexts.server);
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new DOMException('aborted', 'AbortError')));
    await expect(apiRequest('/api/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
