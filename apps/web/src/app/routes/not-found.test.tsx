import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render.tsx';

describe('404 page', () => {
  it('tells the user the page does not exist and logs the path', async () => {
    mockApi({ 'GET /api/me': () => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'x' } } }) });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/pagina-que-nao-existe');

    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByText('Página não encontrada')).toBeInTheDocument();
    expect(screen.getByText(/Confira o endereço digitado/)).toBeInTheDocument();
    expect(document.title).toBe('404 — Página não encontrada');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    // The log is a passive effect: it may run just after the text is on screen.
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/pagina-que-nao-existe'));
  });
});
