import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { libraryItems } from '@despacha/domain/library/catalog';
import { buildMe } from '../../../test/factories.ts';
import { mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { buildPickedService } from '../test-factories.ts';

const service = buildPickedService();

function setup(overrides: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('dispatcher') }),
    'GET /api/field-options': () => ({ body: { service_type: [{ value: 'transferencia', label: 'Transferência de propriedade' }] } }),
    'GET /api/library/services': () => ({ body: [service] }),
    ...overrides,
  });
  return { ...api, ...renderApp('/formularios'), user: userEvent.setup() };
}

const download = (name: string, region: string) => within(screen.getByRole('region', { name: region })).getByRole('link', { name: `Download ${name}` });

describe('Formulários', () => {
  it('lists the categories with Visualizar and Download for every item', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Formulários', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining([
        'Documentalista',
        'Formulários de Veículos',
        'Outros Serviços',
        'Capas de Processo',
        'Recibos',
        'Certificado',
        'Capas Especiais',
      ]),
    );
    // One pass over the links: computing every accessible name one query at a time is slow in jsdom.
    const labels = screen.getAllByRole('link').map((a) => a.getAttribute('aria-label') ?? '');
    expect(labels.filter((l) => l.startsWith('Download '))).toHaveLength(libraryItems.length);
    expect(labels.filter((l) => l.startsWith('Visualizar '))).toHaveLength(libraryItems.length);
    const recibo = download('Recibo', 'Recibos');
    expect(recibo).toHaveAttribute('href', '/api/library/recibo.pdf');
    expect(recibo).toHaveAttribute('download');
    expect(download('Capa de Processo - DAP', 'Capas de Processo')).toHaveAttribute('href', '/api/library/capa-dap.pdf');
  });

  it('opens the PDF in a new tab for documents without a screen', async () => {
    setup();
    const others = within(await screen.findByRole('region', { name: 'Outros Serviços' }));
    const view = others.getByRole('link', { name: 'Visualizar Declaração de Residência (abre em nova aba)' });
    expect(view).toHaveAttribute('href', '/api/library/declaracao-residencia.pdf?inline=1');
    expect(view).toHaveAttribute('target', '_blank');
  });

  it('sends Visualizar of a request form to its screen', async () => {
    const { user, router } = setup();
    const vehicleForms = within(await screen.findByRole('region', { name: 'Formulários de Veículos' }));
    const links = vehicleForms.getAllByRole('link', { name: /^Visualizar Vistoria em Trânsito/ });
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('href', '/vistoria-transito');
    await user.click(vehicleForms.getByRole('link', { name: 'Visualizar Intenção de Venda' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/intencao-venda'));
  });

  it('finds a service by plate and makes the prefillable items download filled', async () => {
    const { user, calls } = setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar serviço pela placa' }), 'AAA1000');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    const results = await screen.findByRole('list', { name: 'Serviços encontrados' });
    expect(within(results).getByText('AAA-1000 — Serviço nº 7 — Transferência de propriedade')).toBeInTheDocument();
    expect(within(results).getByText('Pendente')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/library/services')).toBeDefined();
    await user.click(within(results).getByRole('button', { name: 'Usar o serviço nº 7' }));

    expect(screen.getByText('Documentos preenchidos com o serviço nº 7 — placa AAA-1000')).toBeInTheDocument();
    expect(download('Recibo', 'Recibos')).toHaveAttribute('href', `/api/library/recibo.pdf?serviceId=${service.id}`);
    expect(download('Capa Especial - Vistoria', 'Capas Especiais')).toHaveAttribute('href', `/api/library/capa-vistoria.pdf?serviceId=${service.id}`);
    // The request forms print blank: their screens fill them from a service.
    expect(download('Intenção de Venda', 'Formulários de Veículos')).toHaveAttribute('href', '/api/library/intencao-venda.pdf');

    // A pending transfer certifies neither a first licence nor a DAP process: those stay blank and say why.
    expect(download('Certificado - 1ª Licença', 'Certificado')).toHaveAttribute('href', '/api/library/certificado-primeira-licenca.pdf');
    expect(within(screen.getByRole('region', { name: 'Certificado' })).getByText('Este certificado só é emitido para um serviço de DAP')).toBeInTheDocument();
    expect(download('Certificado - Analítico', 'Certificado')).toHaveAttribute('href', `/api/library/certificado-analitico.pdf?serviceId=${service.id}`);

    await user.click(screen.getByRole('button', { name: 'Usar formulários em branco' }));
    expect(download('Recibo', 'Recibos')).toHaveAttribute('href', '/api/library/recibo.pdf');
  });

  it('fills the 1ª Licença certificate only from a completed first-licence service', async () => {
    const open = buildPickedService({ id: 'open-1', number: 8, servico: 'primeiro-emplacamento', capaProcesso: '1a_licenca', status: 'in_progress' });
    const done = buildPickedService({ id: 'done-1', number: 9, servico: 'primeiro-emplacamento', capaProcesso: '1a_licenca', status: 'completed' });
    const { user } = setup({ 'GET /api/library/services': () => ({ body: [open, done] }) });
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar serviço pela placa' }), 'AAA1000');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const results = await screen.findByRole('list', { name: 'Serviços encontrados' });
    expect(within(results).getByText('Concluído')).toBeInTheDocument();

    await user.click(within(results).getByRole('button', { name: 'Usar o serviço nº 8' }));
    const certificates = () => within(screen.getByRole('region', { name: 'Certificado' }));
    expect(download('Certificado - 1ª Licença', 'Certificado')).toHaveAttribute('href', '/api/library/certificado-primeira-licenca.pdf');
    expect(certificates().getByText('Este certificado só é emitido para um serviço concluído')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Usar formulários em branco' }));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.click(within(await screen.findByRole('list', { name: 'Serviços encontrados' })).getByRole('button', { name: 'Usar o serviço nº 9' }));
    expect(download('Certificado - 1ª Licença', 'Certificado')).toHaveAttribute('href', '/api/library/certificado-primeira-licenca.pdf?serviceId=done-1');
    expect(download('Certificado - DAP', 'Certificado')).toHaveAttribute('href', '/api/library/certificado-dap.pdf');
  });

  it('asks for 2 characters and says when nothing was found', async () => {
    const { user, calls } = setup({ 'GET /api/library/services': () => ({ body: [] }) });
    const box = await screen.findByRole('searchbox', { name: 'Buscar serviço pela placa' });
    await user.type(box, 'A');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText('Digite ao menos 2 caracteres')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/library/services')).toBe(false);

    await user.type(box, 'BB2000');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Nenhum serviço encontrado.')).toBeInTheDocument();
  });
});
