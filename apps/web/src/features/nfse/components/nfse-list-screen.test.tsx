import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { danfseLabels } from '@despacha/domain/nfse/danfse';
import { NFSE_EXPORT_MAX, NFSE_PDF_EXPORT_MAX, nfseListMessages as m, nfseListStrings as l } from '@despacha/domain/nfse/list';
import type { NfseListResponse, NfseListRow } from '@despacha/domain/nfse/list-contracts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';

// Notas fiscais (decisions 075, 077): the agency's NFS-e filtered, sorted and paged by the server,
// its totals, its export, and the month's XMLs as a ZIP.

vi.mock('../../../lib/save-blob.ts', () => ({ saveBlob: vi.fn() }));

const row = (over: Partial<NfseListRow> = {}): NfseListRow => ({
  id: 'n1',
  serviceId: 's1',
  serviceNumber: 31,
  status: 'autorizada',
  environment: 'producao',
  series: '1',
  number: 12,
  nfseNumber: '7',
  competence: '2026-01-10',
  issuedAt: '2026-01-10T15:00:00.000Z',
  tomadorName: 'Carla Souza',
  tomadorDocument: '52998224725',
  honorariosCents: 30000,
  hasXml: true,
  rejectionCode: null,
  ...over,
});
const page = (over: Partial<NfseListResponse> = {}): NfseListResponse => ({
  items: [
    row(),
    row({
      id: 'n2',
      status: 'pendente',
      nfseNumber: null,
      number: 13,
      hasXml: false,
      tomadorName: 'Bruno Lima',
      tomadorDocument: '11222333000181',
      honorariosCents: 7000,
    }),
    row({
      id: 'n3',
      status: 'rejeitada',
      nfseNumber: null,
      number: 11,
      hasXml: false,
      rejectionCode: 'E0310',
      environment: 'homologacao',
      tomadorName: 'Dora',
    }),
  ],
  total: 3,
  page: 1,
  pageSize: 50,
  summary: { valueCents: 67000, authorisedCount: 1, authorisedValueCents: 30000 },
  ...over,
});

function setup(path: string, handlers: Record<string, MockHandler>) {
  const api = mockApi({ 'GET /api/me': () => ({ body: buildMe('user') }), ...handlers });
  renderApp(path);
  const urls = () => api.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/nfse?'));
  return { ...api, urls, user: userEvent.setup() };
}

afterEach(() => vi.mocked(saveBlob).mockClear());

describe('Notas fiscais', { timeout: 20_000 }, () => {
  it('shows each NFS-e with its number (or DPS), tomador, value and status, and the totals of the filter', async () => {
    setup('/notas-fiscais', { 'GET /api/nfse': () => ({ body: page() }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notas fiscais' })).toBeInTheDocument();
    const table = within(await screen.findByRole('table'));
    expect(table.getByRole('row', { name: /Carla Souza/ })).toHaveTextContent(/7.*nº 31.*529\.982\.247-25.*R\$ 300,00.*Autorizada/);
    expect(table.getByRole('row', { name: /Bruno Lima/ })).toHaveTextContent(/DPS 1\/13.*11\.222\.333\/0001-81.*R\$ 70,00.*Pendente/);
    expect(table.getByText('E0310')).toBeInTheDocument();
    expect(table.getByText(l.homologacao)).toBeInTheDocument();
    // The DANFSe of the authorised note only (decision 080): the pending and rejected have none.
    expect(table.getAllByRole('link', { name: danfseLabels.link }).map((a) => a.getAttribute('href'))).toEqual(['/api/nfse/n1/danfse.pdf']);
    const totals = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(totals).toEqual(['3', 'R$ 670,00', '1 nota · R$ 300,00']);
  });

  it('asks the server for the month, its basis, the status, the column clicked and the page', async () => {
    const { user, urls } = setup('/notas-fiscais', { 'GET /api/nfse': () => ({ body: page({ total: 120 }) }) });
    await screen.findByRole('table');
    expect(urls()[0]).toBe('/api/nfse?by=competencia&page=1&sort=issued&dir=desc');
    await user.type(screen.getByLabelText(l.month), '2026-01');
    await waitFor(() => expect(urls().at(-1)).toBe('/api/nfse?month=2026-01&by=competencia&page=1&sort=issued&dir=desc'));
    await user.selectOptions(screen.getByLabelText(l.basis), 'emissao');
    await user.selectOptions(screen.getByLabelText(l.status), 'autorizada');
    await waitFor(() => expect(urls().at(-1)).toBe('/api/nfse?month=2026-01&by=emissao&status=autorizada&page=1&sort=issued&dir=desc'));
    await user.click(screen.getByRole('button', { name: l.value }));
    await waitFor(() => expect(urls().at(-1)).toBe('/api/nfse?month=2026-01&by=emissao&status=autorizada&page=1&sort=value&dir=asc'));
    await user.click(screen.getByRole('button', { name: /Próxima/ }));
    await waitFor(() => expect(urls().at(-1)).toBe('/api/nfse?month=2026-01&by=emissao&status=autorizada&page=2&sort=value&dir=asc'));
  });

  it('downloads the month’s ZIP only with a month chosen, and shows the server’s refusal', async () => {
    let refuse = true;
    const { user, calls } = setup('/notas-fiscais', {
      'GET /api/nfse': () => ({ body: page() }),
      'GET /api/nfse/xml.zip': () => (refuse ? apiError(404, 'NOT_FOUND', m.zipEmpty('2026-02', 'competencia')) : { body: 'zip' }),
    });
    const button = await screen.findByRole('button', { name: l.downloadZip });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(l.downloadZipHint);
    await user.type(screen.getByLabelText(l.month), '2026-02');
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText(m.zipEmpty('2026-02', 'competencia'))).toBeInTheDocument();
    expect(saveBlob).not.toHaveBeenCalled();
    refuse = false;
    await user.click(button);
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveBlob).mock.calls[0]![1]).toBe('nfse-xml-2026-02.zip');
    expect(calls.filter((c) => c.path === '/api/nfse/xml.zip')).toHaveLength(2);
  });

  it('says so when nothing matches, keeping the status from the address', async () => {
    setup('/notas-fiscais?situacao=cancelada', {
      'GET /api/nfse': () => ({ body: page({ items: [], total: 0, summary: { valueCents: 0, authorisedCount: 0, authorisedValueCents: 0 } }) }),
    });
    expect(await screen.findByText(l.empty)).toBeInTheDocument();
    expect(screen.getByLabelText(l.status)).toHaveValue('cancelada');
  });

  it('shows the server’s refusal of a filter instead of a list', async () => {
    setup('/notas-fiscais?mes=2026-01', { 'GET /api/nfse': () => apiError(400, 'VALIDATION', m.monthInvalid, { month: m.monthInvalid }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(m.monthInvalid);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('exports the filter and the order on screen, without the page, in each format', async () => {
    const { user } = setup('/notas-fiscais?mes=2026-01&por=emissao&situacao=autorizada&ordem=value&sentido=asc&pagina=2', {
      'GET /api/nfse': () => ({ body: page({ total: 120, page: 2 }) }),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: l.export }));
    const links = screen.getAllByRole('menuitem');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.hasAttribute('download')])).toEqual(
      (['csv', 'xlsx', 'pdf'] as const).map((f) => [
        l.exportFormats[f],
        `/api/nfse/export?month=2026-01&by=emissao&status=autorizada&sort=value&dir=asc&format=${f}`,
        true,
      ]),
    );
  });

  it('offers no format the server would refuse, and says why', async () => {
    let total = 0;
    const { user } = setup('/notas-fiscais', { 'GET /api/nfse': () => ({ body: page({ total }) }) });
    await screen.findByRole('table');
    const none = screen.getByRole('button', { name: l.export });
    expect(none).toBeDisabled();
    expect(none).toHaveAccessibleDescription(l.exportNone);
    cleanup();

    total = NFSE_PDF_EXPORT_MAX + 1;
    setup('/notas-fiscais', { 'GET /api/nfse': () => ({ body: page({ total }) }) });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: l.export }));
    expect(screen.getAllByRole('menuitem').map((a) => a.textContent)).toEqual([l.exportFormats.csv, l.exportFormats.xlsx]);
    expect(screen.getByText(l.pdfTooLarge)).toBeInTheDocument();
    cleanup();

    total = NFSE_EXPORT_MAX + 1;
    setup('/notas-fiscais', { 'GET /api/nfse': () => ({ body: page({ total }) }) });
    await screen.findByRole('table');
    const tooMany = screen.getByRole('button', { name: l.export });
    expect(tooMany).toBeDisabled();
    expect(tooMany).toHaveAccessibleDescription(l.exportTooLarge);
  });
});
