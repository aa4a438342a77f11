import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAgency, buildHit, buildMe, buildOwner, buildVehicle } from '../../../../test/factories.ts';
import { mockApi, type MockHandler } from '../../../../test/mock-api.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { SaleRequestForm } from './sale-request-form.tsx';

type User = ReturnType<typeof userEvent.setup>;

function setup(handlers: Record<string, MockHandler> = {}, path = '/cancelamento-intencao-venda') {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('dispatcher') }),
    'GET /api/agency': () => ({ body: buildAgency() }),
    ...handlers,
  });
  const user = userEvent.setup();
  renderWithProviders(<SaleRequestForm type="cancelamento-intencao-venda" />, path);
  return { ...api, user };
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const seller = () => region('Dados do Vendedor');
const buyer = () => region('Dados do Comprador');
const vehicle = () => region('Dados do Veículo e Motivo do Cancelamento');
const reason = () => vehicle().getByLabelText('Motivo do Cancelamento');
const openManual = (user: User) => user.click(screen.getByRole('tab', { name: 'Preenchimento Manual' }));

async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('Cancelamento de Intenção de Venda', { timeout: 20_000 }, () => {
  it('explains the cancellation; a search hit fills the seller and opens the manual tab', async () => {
    const { user } = setup({ 'GET /api/registry/search': () => ({ body: [buildHit()] }) });
    const intro = screen.getAllByText(/cancela a Autorização .*\(ATPV-e\)/).filter((el) => !el.closest('[data-print-area]'));
    expect(intro).toHaveLength(1);
    expect(intro[0]).toHaveTextContent(/desistência/);
    expect(screen.getByRole('tab', { name: 'Buscar no Sistema' })).toHaveAttribute('aria-selected', 'true');

    await fill(user, screen.getByRole('searchbox'), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    await waitFor(() => expect(seller().getByLabelText('Nome/Razão Social')).toHaveValue('Maria da Silva'));
    expect(screen.getByRole('tab', { name: 'Preenchimento Manual' })).toHaveAttribute('aria-selected', 'true');
    expect(vehicle().getByLabelText('Placa')).toHaveValue('ABC1D23');
    expect(reason().tagName).toBe('TEXTAREA');
  });

  it('has the three sections and the documents box with the DUDA (code blank, 002-7 is unverified) and ATPV-e', async () => {
    const { user } = setup();
    await openManual(user);
    expect(seller().getByLabelText('Email (obrigatório)')).toHaveAttribute('type', 'email');
    expect(buyer().getByLabelText('Email (obrigatório)')).toHaveAttribute('type', 'email');
    expect(vehicle().getByLabelText('RENAVAM')).toBeInTheDocument();
    expect(vehicle().getByLabelText('Valor da Venda')).toBeInTheDocument();
    const documents = region('Documentos Necessários');
    expect(documents.getByText('DUDA pago (código: ________)')).toBeInTheDocument();
    expect(documents.getByText('ATPV-e emitida (a ser cancelada)')).toBeInTheDocument();
    expect(documents.getByText('CRLV-e mais recente do veículo')).toBeInTheDocument();
    for (const name of ['Limpar Formulário', 'Imprimir', 'Enviar Solicitação']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('an empty submit shows the messages; a filled one is stored as a cancellation', async () => {
    const { user, calls } = setup({
      'POST /api/requests': () => ({
        status: 201,
        body: {
          id: 'req-9',
          type: 'cancelamento-intencao-venda',
          placa: '',
          subject: '',
          serviceId: null,
          createdAt: '2026-11-20T12:00:00.000Z',
          createdByName: 'Ana',
        },
      }),
    });
    await openManual(user);
    await user.click(screen.getByRole('button', { name: 'Enviar Solicitação' }));
    await waitFor(() => expect(seller().getByLabelText('Email (obrigatório)')).toHaveAccessibleDescription('Email do vendedor é obrigatório'));
    expect(buyer().getByLabelText('Email (obrigatório)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await fill(user, seller().getByLabelText('Email (obrigatório)'), 'maria@exemplo.com.br');
    await fill(user, buyer().getByLabelText('Email (obrigatório)'), 'joao@exemplo.com.br');
    await fill(user, reason(), 'O comprador desistiu da compra.');
    await user.click(screen.getByRole('button', { name: 'Enviar Solicitação' }));

    expect(await screen.findByText('Formulário enviado com sucesso!')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      type: 'cancelamento-intencao-venda',
      data: { motivoCancelamento: 'O comprador desistiu da compra.', local: 'Rio de Janeiro' },
    });
    expect(post?.body).not.toHaveProperty('data.numeroSegurancaCRV');
  });

  it('prints two pages: the signed request with a blank date line, then the documents', async () => {
    const { user } = setup();
    await openManual(user);
    await fill(user, seller().getByLabelText('Nome/Razão Social'), 'Maria da Silva');
    await fill(user, buyer().getByLabelText('Nome/Razão Social'), 'João Pereira');
    await fill(user, reason(), 'Desistência do vendedor');

    const [first, second, ...rest] = [...document.querySelectorAll<HTMLElement>('[data-print-area]')];
    expect(rest).toHaveLength(0);
    await waitFor(() => expect(first).toHaveTextContent('Despachante Teste'));
    expect(first).toHaveTextContent(/Vendedor e comprador abaixo identificados requerem o cancelamento/);
    for (const text of ['Maria da Silva', 'João Pereira', 'Desistência do vendedor', 'Placa', 'RENAVAM', 'Valor da Venda', 'art. 299']) {
      expect(first).toHaveTextContent(text);
    }
    expect(first).toHaveTextContent('Rio de Janeiro, ____ de');
    expect(first).toHaveTextContent('Assinatura do Vendedor');
    expect(first).toHaveTextContent('Assinatura do Comprador');
    expect(second!.style.breakBefore).toBe('page');
    expect(second).toHaveTextContent('DUDA pago (código: ________)');
    expect(second).toHaveTextContent('ATPV-e emitida (a ser cancelada)');
  });

  it('?servico= fills the seller and vehicle of that service and links the request to it', async () => {
    const { user, calls } = setup(
      {
        'GET /api/services/service-1': () => ({ body: { service: { id: 'service-1', vehicleId: 'vehicle-1', ownerId: 'owner-1' } } }),
        'GET /api/vehicles/vehicle-1': () => ({ body: { vehicle: buildVehicle(), owner: buildOwner() } }),
        'GET /api/owners/owner-1': () => ({ body: buildOwner({ nome: 'Empresa Alfa Ltda', cpf: '', cnpj: '11222333000181' }) }),
        'POST /api/requests': () => ({
          status: 201,
          body: {
            id: 'req-2',
            type: 'cancelamento-intencao-venda',
            placa: 'ABC1D23',
            subject: '',
            serviceId: 'service-1',
            createdAt: '2026-11-20T12:00:00.000Z',
            createdByName: 'Ana',
          },
        }),
      },
      '/cancelamento-intencao-venda?servico=service-1',
    );
    await waitFor(() => expect(seller().getByLabelText('Nome/Razão Social')).toHaveValue('Empresa Alfa Ltda'));
    expect(screen.getByRole('tab', { name: 'Preenchimento Manual' })).toHaveAttribute('aria-selected', 'true');
    expect(seller().getByLabelText('CPF/CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(vehicle().getByLabelText('RENAVAM')).toHaveValue('39560590739');

    await fill(user, buyer().getByLabelText('Email (obrigatório)'), 'joao@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar Solicitação' }));
    expect(await screen.findByText('Formulário enviado com sucesso!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ serviceId: 'service-1', data: { cpfCnpjVendedor: '11.222.333/0001-81' } });
  });

  it('Limpar Formulário empties the reason and the parties', async () => {
    const { user } = setup();
    await openManual(user);
    await fill(user, reason(), 'Desistência');
    await fill(user, buyer().getByLabelText('Nome/Razão Social'), 'João');
    await user.click(screen.getByRole('button', { name: 'Limpar Formulário' }));
    expect(reason()).toHaveValue('');
    expect(buyer().getByLabelText('Nome/Razão Social')).toHaveValue('');
    expect(screen.getByLabelText('Local')).toHaveValue('Rio de Janeiro');
  });
});
