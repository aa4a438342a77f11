import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { todayBr } from '@despacha/domain/validators/date';
import { buildAgency, buildHit, buildMe } from '../../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../../test/mock-api.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { SaleRequestForm } from './sale-request-form.tsx';

const created = {
  id: 'req-1',
  type: 'intencao-venda',
  placa: 'ABC1D23',
  subject: 'Maria da Silva',
  serviceId: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  createdByName: 'Ana Souza',
};

function setup(handlers: Record<string, MockHandler> = {}, path = '/intencao-venda') {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('dispatcher') }),
    'GET /api/agency': () => ({ body: buildAgency() }),
    ...handlers,
  });
  const user = userEvent.setup();
  renderWithProviders(<SaleRequestForm type="intencao-venda" />, path);
  return { ...api, user };
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const seller = () => region('Proprietário Atual (Vendedor)');
const vehicle = () => region('Dados do Veículo');
const buyer = () => region('Futuro Proprietário (Comprador)');
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Enviar Solicitação' }));
/** Pastes the text, as typing long values char by char is slow; masks still apply. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
const openManual = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('tab', { name: 'Preenchimento Manual' }));

// Typing dozens of characters is slow on a busy machine: give each test room.
describe('Intenção de Venda', { timeout: 20_000 }, () => {
  it('opens on the search tab; a hit fills seller and vehicle and switches to the manual tab', async () => {
    const hit = buildHit({ cel: '', email: 'maria@exemplo.com.br' });
    const { user, calls } = setup({ 'GET /api/registry/search': () => ({ body: [hit] }) });

    const onScreen = (text: RegExp) => screen.getAllByText(text).filter((el) => !el.closest('[data-print-area]'));
    expect(onScreen(/declara que deseja vender ou transferir o veículo.*ATPV-e/)).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Buscar no Sistema' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Buscar Dados no Cadastro do Sistema' })).toBeInTheDocument();
    const box = screen.getByRole('searchbox');
    expect(box).toHaveAccessibleDescription('Digite a placa, RENAVAM, CPF/CNPJ do vendedor ou nome do proprietário');
    expect(box).toHaveAttribute('placeholder', expect.stringMatching(/ABC1D23.*\d{11}.*\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/));

    await user.type(box, 'ABC1D23');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: 'Preenchimento Manual' })).toHaveAttribute('aria-selected', 'true'));
    expect(calls.some((c) => c.path === '/api/registry/search')).toBe(true);
    expect(seller().getByLabelText('Nome/Razão Social')).toHaveValue('Maria da Silva');
    expect(seller().getByLabelText('CPF/CNPJ')).toHaveValue('529.982.247-25');
    expect(seller().getByLabelText('Órgão Expedidor')).toHaveValue('DETRAN-RJ');
    expect(seller().getByLabelText('Telefone')).toHaveValue('(21) 3333-4444');
    expect(seller().getByLabelText('Celular')).toHaveValue(''); // blank in the registry: left alone
    expect(seller().getByLabelText('Email (obrigatório)')).toHaveValue('maria@exemplo.com.br');
    expect(vehicle().getByLabelText('Placa')).toHaveValue('ABC1D23');
    expect(vehicle().getByLabelText('RENAVAM')).toHaveValue('39560590739');
    expect(buyer().getByLabelText('Nome/Razão Social')).toHaveValue('');
  });

  it('says so when the registry has nothing, and stays on the search tab', async () => {
    const { user } = setup({ 'GET /api/registry/search': () => ({ body: [] }) });
    await user.type(screen.getByRole('searchbox'), 'ZZZ9Z99{Enter}');
    expect(await screen.findByText('Nenhum registro encontrado para "ZZZ9Z99".')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Buscar no Sistema' })).toHaveAttribute('aria-selected', 'true');
  });

  it('an empty submit shows the messages under the fields and sends nothing', async () => {
    const { user, calls } = setup();
    await openManual(user);
    expect(screen.getByLabelText('Local')).toHaveValue('Rio de Janeiro');
    expect(screen.getByLabelText('Data')).toHaveValue(todayBr());
    expect(seller().getByLabelText('Email (obrigatório)')).toHaveAttribute('type', 'email');
    await fill(user, seller().getByLabelText('CPF/CNPJ'), '111.444.777-36');
    await submit(user);

    const sellerEmail = seller().getByLabelText('Email (obrigatório)');
    await waitFor(() => expect(sellerEmail).toHaveAccessibleDescription('Email do vendedor é obrigatório'));
    expect(sellerEmail).toHaveAttribute('aria-invalid', 'true');
    expect(buyer().getByLabelText('Email (obrigatório)')).toHaveAccessibleDescription('Email do comprador é obrigatório');
    expect(seller().getByLabelText('CPF/CNPJ')).toHaveAccessibleDescription('CPF/CNPJ inválido');
    expect(screen.getByText('Email do vendedor é obrigatório')).toHaveClass('text-red-600');
    expect(vehicle().getByLabelText('Placa')).not.toHaveAttribute('aria-invalid');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('stores a valid form, shows the success toast and offers the PDF', async () => {
    const { user, calls } = setup({ 'POST /api/requests': () => ({ status: 201, body: created }) });
    await openManual(user);
    await fill(user, seller().getByLabelText('Nome/Razão Social'), 'Maria da Silva');
    await fill(user, seller().getByLabelText('Email (obrigatório)'), 'maria@exemplo.com.br');
    await user.type(vehicle().getByLabelText('Placa'), 'abc1d23');
    await user.type(vehicle().getByLabelText('Valor da Venda'), '35000,00');
    await fill(user, vehicle().getByLabelText('Número de Segurança do CRV'), '12345678901');
    await fill(user, buyer().getByLabelText('Nome/Razão Social'), 'João Pereira');
    await fill(user, buyer().getByLabelText('Email (obrigatório)'), 'joao@exemplo.com.br');
    await submit(user);

    expect(await screen.findByText('Formulário enviado com sucesso!')).toBeInTheDocument();
    expect(screen.getAllByText('Intenção de Venda foi registrada.').length).toBeGreaterThan(0);
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/requests');
    expect(post?.body).toMatchObject({
      type: 'intencao-venda',
      serviceId: null,
      data: {
        nomeRazaoSocialVendedor: 'Maria da Silva',
        emailVendedor: 'maria@exemplo.com.br',
        placa: 'ABC1D23',
        valorVenda: '35.000,00',
        numeroSegurancaCRV: '12345678901',
        nomeRazaoSocialComprador: 'João Pereira',
        emailComprador: 'joao@exemplo.com.br',
        local: 'Rio de Janeiro',
        data: todayBr(),
      },
    });
    expect(screen.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute('href', '/api/requests/req-1/pdf');
    // The stored request opens the form, far from the toasts at the bottom of the view (issue 34).
    const notice = screen.getByRole('link', { name: 'Baixar PDF' }).closest('[role="status"]')!;
    expect(notice.closest('form')?.firstElementChild).toBe(notice);
  });

  it("puts the server's field messages on the fields and keeps what was typed", async () => {
    const { user } = setup({
      'POST /api/requests': () => apiError(400, 'VALIDATION', 'Dados inválidos', { emailComprador: 'Email inválido' }),
    });
    await openManual(user);
    await fill(user, seller().getByLabelText('Email (obrigatório)'), 'maria@exemplo.com.br');
    await fill(user, buyer().getByLabelText('Email (obrigatório)'), 'joao@exemplo.com.br');
    await submit(user);

    const buyerEmail = buyer().getByLabelText('Email (obrigatório)');
    await waitFor(() => expect(buyerEmail).toHaveAccessibleDescription('Email inválido'));
    expect(buyerEmail).toHaveValue('joao@exemplo.com.br');
    expect(await screen.findByText('Não foi possível enviar a solicitação')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Baixar PDF' })).not.toBeInTheDocument();
  });

  it('Limpar Formulário brings back the defaults and clears the messages', async () => {
    const { user } = setup();
    await openManual(user);
    await user.type(seller().getByLabelText('Nome/Razão Social'), 'Maria');
    await user.clear(screen.getByLabelText('Local'));
    await user.type(screen.getByLabelText('Local'), 'Niterói');
    await submit(user);
    await waitFor(() => expect(screen.getByText('Email do vendedor é obrigatório')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Limpar Formulário' }));

    expect(seller().getByLabelText('Nome/Razão Social')).toHaveValue('');
    expect(screen.getByLabelText('Local')).toHaveValue('Rio de Janeiro');
    expect(screen.getByLabelText('Data')).toHaveValue(todayBr());
    expect(screen.queryByText('Email do vendedor é obrigatório')).not.toBeInTheDocument();
  });

  it('?from= copies a stored request into the manual tab', async () => {
    const stored = {
      ...created,
      title: 'Intenção de Venda',
      data: { nomeRazaoSocialComprador: 'João Pereira', placa: 'ABC1D23', local: 'Niterói', chassi: 'x' },
    };
    setup({ 'GET /api/requests/req-1': () => ({ body: stored }) }, '/intencao-venda?from=req-1');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Preenchimento Manual' })).toHaveAttribute('aria-selected', 'true'));
    expect(buyer().getByLabelText('Nome/Razão Social')).toHaveValue('João Pereira');
    expect(vehicle().getByLabelText('Placa')).toHaveValue('ABC1D23');
    expect(screen.getByLabelText('Local')).toHaveValue('Niterói');
  });

  it('Imprimir opens the print dialog; the print area holds the typed form and the documents', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = setup();
    await openManual(user);
    await fill(user, seller().getByLabelText('Nome/Razão Social'), 'Maria da Silva');
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);

    const areas = [...document.querySelectorAll<HTMLElement>('[data-print-area]')];
    const text = areas.map((a) => a.textContent).join(' ');
    expect(areas.every((a) => a.classList.contains('hidden') && a.classList.contains('print:block'))).toBe(true);
    expect(text).toContain('Intenção de Venda');
    expect(text).toContain('Maria da Silva');
    expect(text).toContain('Assinatura do Vendedor');
    expect(text).not.toContain('Assinatura do Comprador');
    expect(text).toContain('Documento com o código de segurança do CRV');
    expect(text).not.toContain('DUDA');
    await waitFor(() => expect(document.querySelector('[data-print-area]')?.textContent).toContain('Despachante Teste'));
  });
});
