import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CatalogEntry, CatalogFee } from '@despacha/domain/service-catalog/contracts';
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

const fee = (year: number, feeCents: number | null, over: Partial<CatalogFee> = {}): CatalogFee => ({
  year,
  feeCents,
  confirmed: feeCents !== null,
  source: '',
  checkedOn: null,
  ...over,
});

/** The admin screen over an in-memory catalog of two service types. */
async function setup(overrides: Record<string, MockHandler> = {}) {
  const catalog = [
    entry({
      dudaCodes: [{ id: '00000000-0000-4000-8000-000000000001', code: '016-7', description: 'Vistoria móvel', verified: true }],
      fees: [
        fee(2026, null, { source: 'Sem valor em fonte pública', checkedOn: '2026-11-29' }),
        fee(2023, 21989, { source: 'https://extra.globo.com/taxas-2023', checkedOn: '2026-11-29' }),
      ],
      documents: ['crlv'],
    }),
    entry({
      serviceType: 'transferencia',
      label: 'Transferência de propriedade',
      deadlineDays: 30,
      deadlineBasis: 'Lei 14.071/2020',
      documents: ['crv', 'atpv'],
    }),
  ];
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('admin', null) }),
    'GET /api/service-catalog': () => ({ body: catalog }),
    'PUT /api/admin/service-catalog/vistoria/fees/2026': () => {
      catalog[0] = { ...catalog[0]!, fees: [fee(2026, 25000, { source: 'DOERJ 30/12/2025' }), ...catalog[0]!.fees.slice(1)], currentFeeCents: 25000 };
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
  it("shows each type's codes (verified or a confirmar), fees by year, the missing current fee, documents and deadline", async () => {
    await setup();
    const vistoria = cardOf('Vistoria');
    expect(vistoria.getByText('016-7')).toBeInTheDocument();
    expect(vistoria.getByText('Verificado')).toBeInTheDocument();
    expect(vistoria.getByText('2023: R$ 219,89')).toBeInTheDocument();
    expect(vistoria.getByText('https://extra.globo.com/taxas-2023 — conferida em 29/11/2026')).toBeInTheDocument();
    // This year's fee unknown: "a confirmar", said twice (the row and the warning), never R$ 0,00.
    expect(vistoria.getByText('2026: a confirmar')).toBeInTheDocument();
    expect(vistoria.getByText('A confirmar')).toBeInTheDocument();
    expect(vistoria.getByText('Taxa de 2026 a confirmar: quem fizer orçamento ou serviço deste tipo terá de informar o valor.')).toBeInTheDocument();
    expect(vistoria.queryByText(/R\$ 0,00/)).not.toBeInTheDocument();
    expect(vistoria.getByRole('checkbox', { name: 'CRLV-e (Certificado de Registro e Licenciamento)' })).toBeChecked();
    const transfer = cardOf('Transferência de propriedade');
    expect(transfer.getByText('Nenhum código DUDA cadastrado')).toBeInTheDocument();
    expect(transfer.getByLabelText('Prazo (dias)')).toHaveValue(30);
    expect(screen.getByRole('link', { name: 'Catálogo de Serviços' })).toBeInTheDocument();
  });

  it("saves this year's fee typed as money, with its source and checked date, and says so", async () => {
    const { user, calls } = await setup();
    const form = within(cardOf('Vistoria').getByRole('form', { name: 'Salvar taxa' }));
    await user.type(form.getByLabelText('Taxa (R$)'), '250,00');
    await user.type(form.getByLabelText('Fonte (link ou publicação)'), 'DOERJ 30/12/2025');
    await user.clear(form.getByLabelText('Conferida em'));
    await user.type(form.getByLabelText('Conferida em'), '02/01/2026');
    await user.click(form.getByRole('button', { name: 'Salvar taxa' }));
    await screen.findByText('Taxa salva com sucesso!');
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/admin/service-catalog/vistoria/fees/2026',
      body: { fee: '250,00', source: 'DOERJ 30/12/2025', checkedOn: '2026-01-02' },
    });
    await waitFor(() => expect(cardOf('Vistoria').queryByText(/Taxa de 2026 a confirmar/)).not.toBeInTheDocument());
    expect(cardOf('Vistoria').getByText('2026: R$ 250,00')).toBeInTheDocument();
  });

  it('saves a blank fee as "a confirmar" (null), not as zero', async () => {
    const { user, calls } = await setup();
    const form = within(cardOf('Vistoria').getByRole('form', { name: 'Salvar taxa' }));
    await user.type(form.getByLabelText('Fonte (link ou publicação)'), 'Aguardando DOERJ');
    await user.click(form.getByRole('button', { name: 'Salvar taxa' }));
    await screen.findByText('Taxa salva com sucesso!');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ fee: null, source: 'Aguardando DOERJ' });
  });

  it("copies last year's fees into the next year and shows who changed a type's fees", async () => {
    const { user, calls } = await setup({
      'POST /api/admin/service-catalog/fees/2027/copy': () => ({ body: { year: 2027, fromYear: 2026, copied: 2 } }),
      'GET /api/admin/service-catalog/vistoria/fee-history': () => ({
        body: [
          {
            id: 'h1',
            year: 2026,
            action: 'set',
            feeCents: 25000,
            confirmed: true,
            source: 'DOERJ',
            checkedOn: '2026-01-02',
            changedByName: 'Dono',
            changedAt: '2026-01-02T13:00:00.000Z',
          },
        ],
      }),
    });
    const copy = within(screen.getByRole('region', { name: 'Taxas do novo ano' }));
    expect(copy.getByLabelText('Ano de destino')).toHaveValue(2027);
    await user.click(copy.getByRole('button', { name: 'Copiar tarifas do ano anterior' }));
    expect(await screen.findByText('2 taxa(s) copiada(s) para 2027, a confirmar')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/service-catalog/fees/2027/copy')).toBe(true);

    await user.click(cardOf('Vistoria').getByRole('button', { name: 'Histórico de alterações' }));
    const list = await screen.findByRole('list', { name: 'Histórico de alterações' });
    expect(list).toHaveTextContent('02/01/2026 10:00 — Dono: Alterou 2026 → R$ 250,00');
  });

  it('adds a DUDA code "a confirmar", and shows the server\'s refusal of a wrong one', async () => {
    let refuse = true;
    const added = entry({ serviceType: 'transferencia', label: 'Transferência de propriedade' });
    const { user } = await setup({
      'POST /api/admin/service-catalog/transferencia/duda-codes': ({ body }) => {
        if (refuse) return apiError(400, 'VALIDATION', catalogMessages.dudaCodeInvalid);
        return {
          status: 201,
          body: {
            ...added,
            dudaCodes: [{ id: '00000000-0000-4000-8000-000000000002', code: (body as { code: string }).code, description: '', verified: false }],
          },
        };
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
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      documents: ['crv', 'procuracao', 'atpv'],
      deadlineDays: 30,
      deadlineBasis: 'Lei 14.071/2020',
    });
  });
});
