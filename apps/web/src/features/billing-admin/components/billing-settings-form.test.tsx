import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultBillingSettings } from '@despacha/domain/billing/settings';
import { defaultSettings } from '@despacha/domain/settings/defaults';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

function setup() {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('admin', null) }),
    'GET /api/admin/settings': () => ({ body: defaultSettings }),
    'GET /api/admin/settings/history': () => ({ body: { items: [] } }),
    'GET /api/admin/settings/billing': () => ({
      body: { ...defaultBillingSettings, processingFeeBps: { ...defaultBillingSettings.processingFeeBps, cartao: 399 } },
    }),
    'PUT /api/admin/settings/billing': ({ body }) =>
      (body as { pixKey: string }).pixKey === 'errada'
        ? apiError(400, 'VALIDATION', 'Dados inválidos', { pixKey: 'Chave PIX inválida: use CPF, CNPJ, e-mail, telefone +55 ou chave aleatória' })
        : { body },
  });
  const user = userEvent.setup();
  return { ...api, ...renderApp('/admin/settings'), user, openTab: async () => user.click(await screen.findByRole('tab', { name: /^Faturamento/ })) };
}

describe('Configurações › Faturamento', () => {
  it('shows rates as percentages and saves them as basis points', async () => {
    const { user, calls, openTab } = setup();
    await openTab();
    const tax = await screen.findByLabelText('Impostos (%)');
    expect(tax).toHaveValue('10');
    expect(screen.getByLabelText('Taxa Cartão (%)')).toHaveValue('3,99');
    await user.clear(tax);
    await user.type(tax, '12,5');
    await user.type(screen.getByLabelText(/^Chave PIX/), '+5521987654321');
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      taxRateBps: 1250,
      processingFeeBps: { cartao: 399, pix: 0 },
      pixKey: '+5521987654321',
      dueDays: 10,
    });
  });

  it('refuses a rate over 100% before sending, and shows the server field message', async () => {
    const { user, calls, openTab } = setup();
    await openTab();
    const tax = await screen.findByLabelText('Impostos (%)');
    await user.clear(tax);
    await user.type(tax, '150');
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText('Informe um percentual entre 0 e 100')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(tax);
    await user.type(tax, '10');
    await user.type(screen.getByLabelText(/^Chave PIX/), 'errada');
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText(/Chave PIX inválida/)).toBeInTheDocument();
  });

  it('is a tab of Configurações with its own Salvar: a change typed there is marked on its tab and saved by it, not by another tab (issue 34 item 2)', async () => {
    const { user, calls, openTab } = setup();
    await openTab();
    const due = await screen.findByLabelText('Dias para o vencimento');
    await user.clear(due);
    await user.type(due, '15');
    expect(screen.getByRole('tab', { name: 'Faturamento (alterações não salvas)' })).toBeInTheDocument();
    // Another tab's Salvar has nothing of its own to save and says so; it does not claim this change.
    await user.click(screen.getByRole('tab', { name: 'Plataforma' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Nenhuma alteração para salvar.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    // The typed value survived the tab switch, and its own Salvar saves it.
    await openTab();
    expect(screen.getByLabelText('Dias para o vencimento')).toHaveValue('15');
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ dueDays: 15 }));
    expect(await screen.findByRole('tab', { name: 'Faturamento' })).toBeInTheDocument();
  });
});
