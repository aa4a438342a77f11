import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LicensingListResponse, LicensingRow } from '@despacha/domain/licensing/contracts';
import { reminderLabels as l, reminderMessages as m } from '@despacha/domain/licensing/reminder-messages';
import { buildMe } from '../../../test/factories.ts';
import { mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp, renderWithProviders } from '../../../test/render.tsx';
import { LicensingCard } from './licensing-card.tsx';

// Lembretes de licenciamento (decision 066): select rows, send by e-mail, WhatsApp per row, the
// last reminder per row, the monthly switch and the dashboard card.

const row = (overrides: Partial<LicensingRow>): LicensingRow => ({
  vehicleId: 'v1',
  placa: 'ABC1234',
  ownerName: 'Carla Souza',
  final: 4,
  dueDate: '2026-06-30',
  situation: 'vencido',
  doneOn: null,
  doneBy: null,
  ipvaDueDate: null,
  emailReachable: false,
  mobileReachable: true,
  ...overrides,
});
const page: LicensingListResponse = {
  items: [row({}), row({ vehicleId: 'v2', placa: 'RIO2A11', ownerName: 'Bruno Lima', emailReachable: true, mobileReachable: false })],
  total: 2,
  page: 1,
  pageSize: 50,
  year: 2026,
  from: '2026-11-01',
  to: '2026-12-31',
  finalsToConfirm: [],
};

function setup(role: 'user' | 'dispatcher', handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe(role) }),
    'GET /api/origins': () => ({ body: [] }),
    'GET /api/licensing': () => ({ body: page }),
    'GET /api/licensing/reminder-settings': () => ({ body: { autoMonthly: false, honorarios: 15000, licensingFee: null } }),
    'GET /api/licensing/reminders/last': ({ url }) => ({
      body: {
        items: url.searchParams.get('ids') === 'v1,v2' ? [{ vehicleId: 'v2', sentAt: '2026-11-20T15:00:00.000Z', channel: 'email', automatic: true }] : [],
      },
    }),
    ...handlers,
  });
  renderApp('/licenciamentos');
  return { ...api, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('Licenciamentos: lembretes', () => {
  it("sends the selected rows' reminders with the agency's honorários and lists the skipped ones with the reason", async () => {
    const { calls, user } = setup('user', {
      'POST /api/licensing/reminders': () => ({
        body: { sent: [{ vehicleId: 'v2', quoteId: 'q1' }], skipped: [{ vehicleId: 'v1', placa: 'ABC1234', reason: m.skipNoConsent }], emails: 1 },
      }),
    });
    const send = await screen.findByRole('button', { name: l.sendEmail });
    expect(send).toBeDisabled();
    // The fee the catalog has not confirmed is said, not shown as R$ 0,00.
    expect(await screen.findByText(l.fee(null))).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: l.selectPage }));
    expect(screen.getByText(l.selected(2))).toBeInTheDocument();
    await user.click(send);
    const status = await screen.findByRole('status', { name: '' });
    expect(within(status).getByText(l.sentSummary(1, 1))).toBeInTheDocument();
    expect(within(status).getByText(`ABC-1234: ${m.skipNoConsent}`)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ vehicleIds: ['v1', 'v2'], honorarios: '150,00' });
    expect(screen.getByText(l.selected(0))).toBeInTheDocument();
  });

  it("shows each row's last reminder with its channel, and WhatsApp only for an owner with a mobile", async () => {
    setup('user');
    expect(await screen.findByText(`20/11/2026 · e-mail (${l.automatic})`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: l.whatsappFor('ABC-1234') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: l.whatsappFor('RIO2A11') })).not.toBeInTheDocument();
  });

  it('opens WhatsApp with the link the server answers, and says why when it refuses', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    let refuse = false;
    const { calls, user } = setup('user', {
      'POST /api/licensing/reminders/whatsapp': () =>
        refuse
          ? { status: 409, body: { error: { code: 'REMINDED_RECENTLY', message: m.recentConflict('20/11/2026') } } }
          : { body: { url: 'https://wa.me/5521998765432?text=Ol%C3%A1', quoteId: 'q1' } },
    });
    const button = await screen.findByRole('button', { name: l.whatsappFor('ABC-1234') });
    await user.click(button);
    await waitFor(() => expect(tab.location.href).toBe('https://wa.me/5521998765432?text=Ol%C3%A1'));
    expect(calls.find((c) => c.path === '/api/licensing/reminders/whatsapp')?.body).toEqual({ vehicleId: 'v1', honorarios: 15000 });
    refuse = true;
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.recentConflict('20/11/2026'));
    expect(tab.close).toHaveBeenCalled();
  });

  it('lets a dispatcher turn the monthly run on with the honorários', async () => {
    const { calls, user } = setup('dispatcher', {
      'PUT /api/licensing/reminder-settings': ({ body }) => ({ body: { ...(body as object), honorarios: 15000, licensingFee: null } }),
    });
    await user.click(await screen.findByText(l.settingsTitle));
    await user.click(screen.getByRole('checkbox', { name: l.autoMonthly }));
    await user.click(screen.getByRole('button', { name: l.saveSettings }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ autoMonthly: true, honorarios: '150,00' }));
  });

  it('hides the monthly switch from a staff user', async () => {
    setup('user');
    await screen.findByRole('button', { name: l.sendEmail });
    expect(screen.queryByText(l.settingsTitle)).not.toBeInTheDocument();
  });
});

describe('dashboard card', () => {
  it("shows the month's due, done, reminded and the reminders' revenue from the server", async () => {
    mockApi({
      'GET /api/me': () => ({ body: buildMe('user') }),
      'GET /api/dashboard/licensing': () => ({ body: { month: '2026-11', due: 1234, done: 56, reminded: 78, revenueCents: 123456, calendarToConfirm: true } }),
    });
    renderWithProviders(<LicensingCard />);
    const card = await screen.findByRole('region', { name: l.cardTitle });
    const value = (label: string) => within(card).getByText(label).parentElement!.querySelector('dd')!.textContent;
    await waitFor(() => expect(value(l.cardDue)).toBe('1.234'));
    expect(value(l.cardDone)).toBe('56');
    expect(value(l.cardReminded)).toBe('78');
    expect(value(l.cardRevenue)).toBe('R$ 1.234,56');
    expect(within(card).getByText(l.cardToConfirm)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: l.cardLink })).toHaveAttribute('href', '/licenciamentos?mes=2026-11');
  });
});
