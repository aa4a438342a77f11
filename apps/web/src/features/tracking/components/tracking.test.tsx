import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackingStatusResponse } from '@despacha/domain/tracking/contracts';
import { trackingMessages as s } from '@despacha/domain/tracking/messages';
import { buildAgency, buildMe } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp, renderWithProviders } from '../../../test/render.tsx';
import { ShareTrackingButton } from './share-tracking-button.tsx';

const URL_ = 'http://localhost:3000/acompanhar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const WA = `https://wa.me/5521987654321?text=${encodeURIComponent(`Olá! ${URL_}`)}`;

function status(over: Partial<TrackingStatusResponse> = {}): TrackingStatusResponse {
  return {
    activeLinks: 0,
    views: 0,
    lastViewAt: null,
    expiresAt: null,
    ownerHasEmail: true,
    ownerHasMobile: true,
    notifyEmail: true,
    consent: { granted: false, grantedAt: null, grantedByName: '', revokedAt: null, revokedByName: '' },
    ...over,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('Compartilhar acompanhamento', { timeout: 20_000 }, () => {
  it('generates the link once, offers WhatsApp, records the consent and revokes', async () => {
    let current = status();
    const api = mockApi({
      'GET /api/services/svc-1/tracking': () => ({ body: current }),
      'POST /api/services/svc-1/tracking/links': () => (
        (current = status({ activeLinks: 1, views: 3, lastViewAt: '2026-11-20T13:00:00.000Z' })),
        { status: 201, body: { url: URL_, whatsappUrl: WA } }
      ),
      'PUT /api/services/svc-1/tracking/consent': ({ body }) => ({
        body: (current = status({
          ...current,
          consent: {
            granted: (body as { email: boolean }).email,
            grantedAt: '2026-11-24T12:00:00.000Z',
            grantedByName: 'Ana',
            revokedAt: null,
            revokedByName: '',
          },
        })),
      }),
      'DELETE /api/services/svc-1/tracking/links': () => ({ body: (current = status({ views: 3 })) }),
    });
    const ue = userEvent.setup();
    renderWithProviders(<ShareTrackingButton serviceId="svc-1" />);
    await ue.click(screen.getByRole('button', { name: s.share }));
    expect(await screen.findByText(/Nenhum link ativo/)).toBeInTheDocument();

    await ue.click(screen.getByRole('button', { name: s.createLink }));
    expect(await screen.findByLabelText(s.linkLabel)).toHaveValue(URL_);
    expect(screen.getByRole('link', { name: s.whatsapp })).toHaveAttribute('href', WA);
    expect(await screen.findByText(/1 link ativo · 3 visualizações, última em 20\/11\/2026/)).toBeInTheDocument();

    await ue.click(screen.getByLabelText(s.consentLabel));
    await waitFor(() => expect(screen.getByLabelText(s.consentLabel)).toBeChecked());
    expect(screen.getByText(/Autorizado em 24\/11\/2026.* por Ana/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ email: true });

    await ue.click(screen.getByRole('button', { name: s.revoke }));
    await waitFor(() => expect(screen.queryByLabelText(s.linkLabel)).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('a new link replaces the live ones unless the user keeps them', async () => {
    let active = 2;
    const api = mockApi({
      'GET /api/services/svc-3/tracking': () => ({ body: status({ activeLinks: active }) }),
      'POST /api/services/svc-3/tracking/links': ({ body }) => (
        (active = (body as { keepOthers: boolean }).keepOthers ? active + 1 : 1),
        { status: 201, body: { url: URL_, whatsappUrl: null } }
      ),
    });
    const ue = userEvent.setup();
    renderWithProviders(<ShareTrackingButton serviceId="svc-3" />);
    await ue.click(screen.getByRole('button', { name: s.share }));
    const keep = await screen.findByLabelText(s.keepOthers);
    expect(keep).not.toBeChecked();
    expect(screen.getByText(s.keepOthersHint)).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: s.newLink }));
    await screen.findByLabelText(s.linkLabel);
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ keepOthers: false }]);
    expect(await screen.findByText(/^1 link ativo/)).toBeInTheDocument();

    await ue.click(screen.getByLabelText(s.keepOthers));
    await ue.click(screen.getByRole('button', { name: s.newLink }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(api.calls.filter((c) => c.method === 'POST')[1]!.body).toEqual({ keepOthers: true });
    expect(await screen.findByText(/^2 links ativos/)).toBeInTheDocument();
  });

  it('has no WhatsApp button without a mobile and warns when e-mails cannot go', async () => {
    mockApi({
      'GET /api/services/svc-2/tracking': () => ({ body: status({ ownerHasMobile: false, ownerHasEmail: false }) }),
      'POST /api/services/svc-2/tracking/links': () => ({ status: 201, body: { url: URL_, whatsappUrl: null } }),
    });
    const ue = userEvent.setup();
    renderWithProviders(<ShareTrackingButton serviceId="svc-2" />);
    await ue.click(screen.getByRole('button', { name: s.share }));
    await ue.click(await screen.findByRole('button', { name: s.createLink }));
    expect(await screen.findByLabelText(s.linkLabel)).toHaveValue(URL_);
    expect(screen.queryByRole('link', { name: s.whatsapp })).not.toBeInTheDocument();
    expect(screen.getByText(s.noMobile)).toBeInTheDocument();
    expect(screen.getByText(s.noEmail)).toBeInTheDocument();
  });
});

describe('Acompanhamento do cliente (settings)', { timeout: 20_000 }, () => {
  const settings = { pixKey: '', pixMerchantName: '', pixMerchantCity: '', notifyEmail: true };

  it('refuses a bad PIX key under the field and saves a good one', async () => {
    const api = mockApi({
      'GET /api/me': () => ({ body: buildMe('dispatcher', buildAgency()) }),
      'GET /api/tracking/settings': () => ({ body: settings }),
      'PUT /api/tracking/settings': ({ body }) => ({ body }),
    });
    const ue = userEvent.setup();
    renderApp('/acompanhamento-clientes');
    const key = await screen.findByLabelText(s.pixKey);
    await ue.type(key, 'chave errada');
    await ue.click(screen.getByRole('button', { name: s.save }));
    expect(await screen.findByText(s.pixKeyInvalid)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await ue.clear(key);
    await ue.type(key, 'pix@agencia.com.br');
    await ue.type(screen.getByLabelText(s.pixMerchantCity), 'Niteroi');
    await ue.click(screen.getByLabelText(s.notifyEmail));
    await ue.click(screen.getByRole('button', { name: s.save }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        pixKey: 'pix@agencia.com.br',
        pixMerchantName: '',
        pixMerchantCity: 'Niteroi',
        notifyEmail: false,
      }),
    );
  });

  it('is read-only for staff', async () => {
    mockApi({
      'GET /api/me': () => ({ body: buildMe('user', buildAgency()) }),
      'GET /api/tracking/settings': () => ({ body: { ...settings, pixKey: 'pix@agencia.com.br' } }),
    });
    renderApp('/acompanhamento-clientes');
    expect(await screen.findByLabelText(s.pixKey)).toBeDisabled();
    expect(screen.getByText(s.dispatcherOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: s.save })).not.toBeInTheDocument();
  });
});
