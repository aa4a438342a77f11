import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CatalogEntry } from '@despacha/domain/service-catalog/contracts';
import { catalogMessages } from '@despacha/domain/service-catalog/messages';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

const entry = (overrides: Partial<CatalogEntry>): CatalogEntry => ({
  serviceType: 'vistoria',
  label: 'Vistoria',
  dudaCodes: [],
  fees: [],
  currentYear: 2026,
  currentFeeCents: null,
  documents: [],
  deadlineDays: null,
  deadlineBasis: '',
  ...overrides,
});

/** The admin screen over an in-memory catalog of two service types. */
async function setup(overrides: Record<string, MockHandler> = {}) {
  const catalog = [
    entry({ dudaCodes: [{ id: '00000000-0000-4000-8000-000000000001', code: '016-7', description: 'Vistoria móvel', verified: true }], fees: [{ year: 2023, feeCents: 21989 }], documents: ['crlv'] }),
    entry({ serviceType: 'transferencia', label: 'Transferência de propriedade', deadlineDays: 30, deadlineBasis: 'Lei 14.071/2020', documents: ['crv', 'atpv'] }),
  ];
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('admin', null) }),
    'GET /api/service-catalog': () => ({ body: catalog }),
    'PUT /api/admin/service-catalog/vistoria/fees/2026': () => {
      catalog[0] = { ...catalog[0]!, fees: [{ year: 2026, feeCents: 25000 }, ...catalog[0]!.fees], currentFeeCents: 25000 };
      return { body: catalog[0] };
    },
    'POST /api/admin/service-catalog/transferencia/duda-codes': ({ body }) => {
      const { code } = body as { code: string };
      catalog[1] = { ...catalog[1]!, dudaCodes: [{ id: '00000000-0000-4000-8000-000000000002', code, description: '', verified: false }] };
      return { status: 201, body: catalog[1] };
    },
    'PUT /api/admin/service-catalog/transferencia': ({ body }) => ({ body: { ...catalog[1]!, ...(body as object) } }),
    ...overrides,
  });
  const user = userEvent.setup();
  renderApp('/admin/service-catalog');
  await screen.findByRole('heading', { name: 'Catálogo de Serviços', level: 1 }, { timeout: 10_000 });
  await screen.findByText('Transferência de propriedade', undefined, { timeout: 10_000 });
  return { ...api, user };
}

const cardOf = (title: string) => within(screen.getByRole('region', { name: title }));

describe('service catalog admin screen', { timeout: 20_000 }, () => {
  it('shows each type\'s codes (verified or a confirmar), fees by year, the missing current fee, documents and deadline', async () => {
    await setup();
    const vistoria = cardOf('Vistoria');
    expect(vistoria.getByText('016-7')).toBeInTheDocument();
    expect(vistoria.getByText('Verificado')).toBeInTheDocument();
    expect(vistoria.getByText('2023: R$ 219,89')).toBeInTheDocument();
    expect(vistoria.getByText('Sem taxa cadastrada para 2026')).toBeInTheDocument();
    expect(vistoria.getByRole('checkbox', { name: 'CRLV-e (Certificado de Registro e Licenciamento)' })).toBeChecked();
    const transfer = cardOf('Transferência de propriedade');
    expect(transfer.getByText('Nenhum código DUDA cadastrado')).toBeInTheDocument();
    expect(transfer.getByLabelText('Prazo (dias)')).toHaveValue(30);
    expect(screen.getByRole('link', { name: 'Catálogo de Serviços' })).toBeInTheDocument();
  });

  it('saves this year\'s fee typed as money and says so', async () => {
    const { user, calls } = await setup();
    const form = within(cardOf('Vistoria').getByRole('form', { name: 'Salvar taxa' }));
    await user.type(form.getByLabelText('Taxa (R$)'), '250,00');
    await user.click(form.getByRole('button', { name: 'Salvar taxa' }));
    await screen.findByText('Taxa salva com sucesso!');
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/admin/service-catalog/vistoria/fees/2026', body: { fee: '250,00' } });
    await waitFor(() => expect(cardOf('Vistoria').queryByText('Sem taxa cadastrada para 2026')).not.toBeInTheDocument());
    expect(cardOf('Vistoria').getByText('2026: R$ 250,00')).toBeInTheDocument();
  });

  it('adds a DUDA code "a confirmar", and shows the server\'s refusal of a wrong one', async () => {
    let refuse = true;
    const added = entry({ serviceType: 'transferencia', label: 'Transferência de propriedade' });
    const { user } = await setup({
      'POST /api/admin/service-catalog/transferencia/duda-codes': ({ body }) => {
        if (refuse) return apiError(400, 'VALIDATION', catalogMessages.dudaCodeInvalid);
        return { status: 201, body: { ...added, dudaCodes: [{ id: '00000000-0000-4000-8000-000000000002', code: (body as { code: string }).code, description: '', verified: false }] } };
      },
    });
    const form = within(cardOf('Transferência de propriedade').getByRole('form', { name: 'Adicionar código' }));
    await user.type(form.getByLabelText('Código DUDA'), '002-8');
    await user.click(form.getByRole('button', { name: 'Adicionar código' }));
    expect(await screen.findByText((text) => text.includes(catalogMessages.dudaCodeInvalid))).toBeInTheDocument();
    refuse = false;
    await user.clear(form.getByLabelText('Código DUDA'));
    await user.type(form.getByLabelText('Código DUDA'), '002-7');
    await user.click(form.getByRole('button', { name: 'Adicionar código' }));
    expect(await screen.findByText('Código DUDA adicionado (a confirmar)')).toBeInTheDocument();
    expect(form.getByLabelText('Código DUDA')).toHaveValue('');
  });

  it('saves the documents and the deadline of a type', async () => {
    const { user, calls } = await setup();
    const card = cardOf('Transferência de propriedade');
    await user.click(card.getByRole('checkbox', { name: 'Procuração' }));
    await user.click(card.getByRole('button', { name: 'Salvar documentos e prazo' }));
    await screen.findByText('Catálogo atualizado com sucesso!');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ documents: ['crv', 'procuracao', 'atpv'], deadlineDays: 30, deadlineBasis: 'Lei 14.071/2020' });
  });
});
