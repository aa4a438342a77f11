import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AgencyExportSummary, LgpdPersonSummary } from '@despacha/domain/lgpd/contracts';
import { lgpdMessages } from '@despacha/domain/lgpd/messages';
import { mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PrivacyPage } from './privacy-page.tsx';

const person: LgpdPersonSummary = {
  document: '52998224725',
  name: 'José da Conceição',
  anonymisedAt: null,
  counts: { owners: 1, vehicles: 2, services: 3, payments: 4, requests: 1, files: 5, quotes: 6 },
};
const exportOf = (overrides: Partial<AgencyExportSummary>): AgencyExportSummary => ({
  id: '0b6f1d0e-7d1c-4c1e-9a59-1b8d0e4b2f11',
  status: 'running',
  rowsDone: 2_000,
  rowsTotal: 8_000,
  filesDone: 0,
  filesTotal: 0,
  sizeBytes: null,
  createdByName: 'Ana Souza',
  createdAt: '2026-11-24T12:00:00.000Z',
  finishedAt: null,
  downloadable: false,
  failure: '',
  ...overrides,
});

function setup(handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/lgpd/agency-export': () => ({ body: { export: null } }),
    'POST /api/lgpd/person': () => ({ body: person }),
    'POST /api/lgpd/person/anonymise': () => ({ body: { owners: 1, services: 3, requests: 1, quotes: 6, filesDeleted: 5 } }),
    ...handlers,
  });
  renderWithProviders(<PrivacyPage />);
  return { ...api, user: userEvent.setup() };
}

describe('Privacidade e dados (LGPD)', { timeout: 20_000 }, () => {
  it('checks the CPF/CNPJ before asking the server', async () => {
    const { user, calls } = setup();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText('Informe o CPF ou CNPJ')).toBeInTheDocument();
    await user.type(screen.getByLabelText('CPF/CNPJ do titular'), '52998224724');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText('CPF/CNPJ inválido')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/lgpd/person')).toEqual([]);
  });

  it('shows what the agency holds and anonymises only after the typed confirmation', async () => {
    const { user, calls } = setup();
    await user.type(screen.getByLabelText('CPF/CNPJ do titular'), '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const result = await screen.findByRole('region', { name: 'José da Conceição' });
    expect(within(result).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(result).getByText('Serviços').nextSibling).toHaveTextContent('3');
    expect(within(result).getByText('Orçamentos').nextSibling).toHaveTextContent('6');

    await user.click(within(result).getByRole('button', { name: 'Anonimizar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anonimizar titular' });
    const confirm = within(dialog).getByRole('button', { name: 'Anonimizar' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Digite o CPF/CNPJ ou ANONIMIZAR para confirmar'), '529.982.247-25');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/lgpd/person/anonymise')?.body).toEqual({ document: '52998224725', confirmation: '529.982.247-25' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Dados do titular anonimizados.');
    expect(screen.queryByRole('region', { name: 'José da Conceição' })).not.toBeInTheDocument();
  });

  it('says when the agency holds nothing about the CPF', async () => {
    const { user } = setup({
      'POST /api/lgpd/person': () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'A agência não guarda dados deste CPF/CNPJ.' } } }),
    });
    await user.type(screen.getByLabelText('CPF/CNPJ do titular'), '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('A agência não guarda dados deste CPF/CNPJ.')).toBeInTheDocument();
  });

  it('shows the running export’s progress, then its download', async () => {
    let current = exportOf({});
    setup({ 'GET /api/lgpd/agency-export': () => ({ body: { export: current } }) });
    const bar = await screen.findByRole('progressbar', { name: 'Exportar todos os dados' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText(/2\.000 de 8\.000 linhas/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar todos os dados' })).toBeDisabled();
    current = exportOf({ status: 'done', rowsDone: 8_000, sizeBytes: 3_145_728, finishedAt: '2026-11-24T12:01:00.000Z', downloadable: true });
    const link = await screen.findByRole('link', { name: 'Baixar ZIP' }, { timeout: 5_000 });
    expect(link).toHaveAttribute('href', `/api/lgpd/agency-export/${current.id}/download`);
    expect(screen.getByText(/8\.000 de 8\.000 linhas · 0 de 0 arquivos · 3 MB/)).toBeInTheDocument();
  });

  it('says why a failed export failed, and lets another start', async () => {
    const failure = lgpdMessages.agencyInterrupted;
    setup({ 'GET /api/lgpd/agency-export': () => ({ body: { export: exportOf({ status: 'failed', finishedAt: '2026-11-24T12:05:00.000Z', failure }) } }) });
    expect(await screen.findByText(failure)).toBeInTheDocument();
    expect(screen.queryByText(lgpdMessages.agencyFailed)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar todos os dados' })).toBeEnabled();
  });
});
