import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { registryMessages as m } from '@despacha/domain/contracts/registry/messages';
import type { ServiceFileResponse } from '@despacha/domain/contracts/registry/service-detail';
import { buildMe } from '../../../test/factories.ts';
import { mockApi, type MockHandler } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildServiceDetail } from '../test-factories.ts';
import { DocumentsTab } from './documents-tab.tsx';

type SentRequest = { method: string; url: string; body: FormData };

/** XMLHttpRequest stand-in: reports progress, then answers `reply` to each send. */
function mockXhr(reply: { status: number; body: unknown }) {
  const sent: SentRequest[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      sent.push({ method: this.method, url: this.url, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const uploaded: ServiceFileResponse = {
  id: 'file-1',
  item: 'crv',
  originalName: 'crv.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 2048,
  createdAt: '2026-11-20T12:00:00.000Z',
};

function setup(detail: MockHandler) {
  const api = mockApi({ 'GET /api/me': () => ({ body: buildMe('dispatcher') }), 'GET /api/services/service-1': detail });
  const user = userEvent.setup();
  renderWithProviders(<DocumentsTab serviceId="service-1" onPositionChange={vi.fn()} onObservationsSaved={vi.fn()} />);
  return { ...api, user };
}

const crvLabel = 'CRV (Certificado de Registro de Veículo)';

describe('Documentos e Processo', () => {
  it('offers every DETRAN request form pre-filled from the service', async () => {
    const { user } = setup(() => ({ body: buildServiceDetail() }));
    await user.click(await screen.findByText('Preencher formulário DETRAN'));
    expect(screen.getByRole('link', { name: 'Vistoria em Trânsito' })).toHaveAttribute('href', '/vistoria-transito?servico=service-1');
    expect(screen.getByRole('link', { name: 'Cancelamento de Intenção de Venda' })).toHaveAttribute('href', '/cancelamento-intencao-venda?servico=service-1');
    const formLinks = screen
      .getAllByRole('link')
      .filter((l) => l.getAttribute('href')?.includes('servico=service-1') && !l.getAttribute('href')?.startsWith('/retorno-exigencia'));
    expect(formLinks).toHaveLength(8);
    // Besides the forms, the service leads to "Registrar exigência" with itself chosen.
    expect(screen.getByRole('link', { name: 'Registrar exigência' })).toHaveAttribute('href', '/retorno-exigencia?servico=service-1');
  });

  it('asks to save a service first when there is none', () => {
    mockApi({ 'GET /api/me': () => ({ body: buildMe('dispatcher') }) });
    renderWithProviders(<DocumentsTab serviceId={null} onPositionChange={vi.fn()} onObservationsSaved={vi.fn()} />);
    expect(screen.getByText('Nenhum serviço salvo')).toBeInTheDocument();
  });

  it('uploads a checklist file with the item before the file, then lists it for download', async () => {
    let withFile = false;
    const { user } = setup(() => {
      const detail = buildServiceDetail();
      if (withFile) detail.checklist[0] = { ...detail.checklist[0]!, required: true, received: true, files: [uploaded] };
      return { body: detail };
    });
    const sent = mockXhr({ status: 201, body: uploaded });
    const file = new File(['%PDF-1.4 test'], 'crv.pdf', { type: 'application/pdf' });

    const input = await screen.findByLabelText(`Anexar arquivo a ${crvLabel}`);
    withFile = true;
    await user.upload(input, file);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe('/api/services/service-1/files');
    expect([...sent[0]!.body.keys()]).toEqual(['item', 'file']);
    expect(sent[0]!.body.get('item')).toBe('crv');
    expect((sent[0]!.body.get('file') as File).name).toBe('crv.pdf');

    expect(await screen.findByText(m.fileUploaded)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'crv.pdf' });
    expect(link).toHaveAttribute('href', '/api/files/file-1');
    expect(link).toHaveAttribute('download');
    expect(screen.getByRole('checkbox', { name: `Recebido: ${crvLabel}` })).toBeChecked();
  });

  it('shows the server message when the upload is refused', async () => {
    const { user } = setup(() => ({ body: buildServiceDetail() }));
    mockXhr({ status: 415, body: { error: { code: 'FILE_TYPE', message: m.fileTypeNotAllowed } } });
    // The browser does not know the type: the server's content check answers.
    const file = new File(['just text'], 'notas.pdf', { type: '' });

    await user.upload(await screen.findByLabelText('Escolher arquivo'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.fileTypeNotAllowed);
  });

  it('refuses a file over 10 MB without sending it', async () => {
    const { user } = setup(() => ({ body: buildServiceDetail() }));
    const sent = mockXhr({ status: 201, body: uploaded });
    const big = new File(['x'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });

    await user.upload(await screen.findByLabelText(`Anexar arquivo a ${crvLabel}`), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.fileTooLarge);
    expect(sent).toHaveLength(0);
  });

  it('shows the history and registers a movement', async () => {
    const api = mockApi({
      'GET /api/me': () => ({ body: buildMe('dispatcher') }),
      'GET /api/services/service-1': () => ({ body: buildServiceDetail() }),
      'POST /api/services/service-1/movements': () => ({ status: 201, body: [] }),
    });
    const onPositionChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<DocumentsTab serviceId="service-1" onPositionChange={onPositionChange} onObservationsSaved={vi.fn()} />);

    const history = await screen.findByRole('table', { name: 'Movimentação do processo' });
    expect(within(history).getByText('Abertura do serviço')).toBeInTheDocument();
    expect(within(history).getByText('20/11/2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Registrar movimentação' }));
    expect(await screen.findByText(m.positionRequired)).toBeInTheDocument();

    const form = screen.getByRole('button', { name: 'Registrar movimentação' }).closest('form')!;
    await user.selectOptions(within(form).getByLabelText('Posição'), 'exigencia');
    await user.clear(within(form).getByLabelText('Data'));
    await user.type(within(form).getByLabelText('Data'), '21112026');
    await user.type(within(form).getByLabelText('Observação'), 'Falta procuração');
    await user.click(screen.getByRole('button', { name: 'Registrar movimentação' }));

    await waitFor(() => expect(onPositionChange).toHaveBeenCalledWith('exigencia'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ position: 'exigencia', movedOn: '2026-11-21', note: 'Falta procuração' });
  });
});
