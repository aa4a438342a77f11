import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NfseCertificateInfo, NfseSettingsResponse } from '@despacha/domain/nfse/contracts';
import { nfseSettingsMessages as s } from '@despacha/domain/nfse/settings-messages';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { NfseSettings } from './nfse-settings.tsx';

const CERTIFICATE: NfseCertificateInfo = {
  subject: 'DESPACHANTE TESTE LTDA',
  cnpj: '11222333000181',
  validFrom: '2026-01-10T12:00:00.000Z',
  validUntil: '2026-12-19T12:00:00.000Z',
  uploadedAt: '2026-11-20T12:00:00.000Z',
  expired: false,
  expiresSoon: true,
  daysLeft: 20,
};

function answer(over: Partial<NfseSettingsResponse> = {}): NfseSettingsResponse {
  return {
    saved: false,
    settings: {
      cnpj: '11222333000181',
      inscricaoMunicipal: '',
      municipioIbge: '3304557',
      regime: null,
      cTribNac: '330101',
      nbs: '',
      issRateBp: null,
      series: '1',
      staffMayIssue: false,
    },
    certificate: null,
    certificateKeyConfigured: true,
    ...over,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('Nota fiscal (NFS-e) settings', { timeout: 20_000 }, () => {
  it('starts from the suggestions, shows each mistake under its field and saves what was typed', async () => {
    const api = mockApi({
      'GET /api/nfse/settings': () => ({ body: answer() }),
      'PUT /api/nfse/settings': ({ body }) => ({
        body: answer({ saved: true, settings: { ...answer().settings, ...(body as object), regime: 'simples_nacional', issRateBp: 500 } }),
      }),
    });
    const ue = userEvent.setup();
    renderWithProviders(<NfseSettings canEdit />);
    expect(await screen.findByLabelText(s.cnpj)).toHaveValue('11.222.333/0001-81');
    expect(screen.getByLabelText(s.municipio)).toHaveValue('3304557');
    expect(screen.getByLabelText(s.cTribNac)).toHaveValue('330101');
    expect(screen.getByText(s.certificateNone)).toBeInTheDocument();

    await ue.clear(screen.getByLabelText(s.municipio));
    await ue.type(screen.getByLabelText(s.municipio), '3304558');
    await ue.type(screen.getByLabelText(s.issRate), '6');
    await ue.click(screen.getByRole('button', { name: s.save }));
    expect(await screen.findByText(s.municipioInvalid)).toBeInTheDocument();
    expect(screen.getByText(s.issRateInvalid)).toBeInTheDocument();
    expect(screen.getByText(s.regimeRequired)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await ue.clear(screen.getByLabelText(s.municipio));
    await ue.type(screen.getByLabelText(s.municipio), '3304557');
    await ue.clear(screen.getByLabelText(s.issRate));
    await ue.type(screen.getByLabelText(s.issRate), '5');
    await ue.selectOptions(screen.getByLabelText(s.regime), 'simples_nacional');
    await ue.type(screen.getByLabelText(s.inscricaoMunicipal), '0123456-7');
    expect(screen.getByLabelText(s.staffMayIssue)).not.toBeChecked();
    await ue.click(screen.getByLabelText(s.staffMayIssue));
    await ue.click(screen.getByRole('button', { name: s.save }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      cnpj: '11222333000181',
      inscricaoMunicipal: '0123456-7',
      municipioIbge: '3304557',
      regime: 'simples_nacional',
      cTribNac: '330101',
      nbs: '',
      issRateBp: 500,
      series: '1',
      staffMayIssue: true,
    });
    expect(await screen.findByText(s.saved)).toBeInTheDocument();
  });

  it('warns 30 days ahead, uploads the file with its password and shows a refusal under the password', async () => {
    const api = mockApi({
      'GET /api/nfse/settings': () => ({ body: answer({ certificate: CERTIFICATE }) }),
      'POST /api/nfse/certificate': () => apiError(400, 'VALIDATION', s.wrongPassword, { password: s.wrongPassword }),
    });
    const ue = userEvent.setup();
    renderWithProviders(<NfseSettings canEdit />);
    expect(await screen.findByText(s.certificateExpiresSoon(20))).toBeInTheDocument();
    expect(screen.getByText('DESPACHANTE TESTE LTDA')).toBeInTheDocument();
    expect(screen.getByText('19/12/2026')).toBeInTheDocument();

    await ue.click(screen.getByRole('button', { name: s.certificateUpload }));
    expect(screen.getByText(s.fileMissing)).toBeInTheDocument();
    expect(screen.getByText(s.passwordRequired)).toBeInTheDocument();

    const pfx = new File([new Uint8Array([48, 130, 1, 2])], 'empresa.pfx', { type: 'application/x-pkcs12' });
    await ue.upload(screen.getByLabelText(s.certificateFile), pfx);
    await ue.type(screen.getByLabelText(s.certificatePassword), 'senha-errada');
    await ue.click(screen.getByRole('button', { name: s.certificateUpload }));
    await waitFor(() => expect(screen.getByLabelText(s.certificatePassword)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(s.wrongPassword).length).toBeGreaterThan(0);
    const sent = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/nfse/certificate'))?.[1]?.body as FormData;
    expect(sent.get('password')).toBe('senha-errada');
    expect((sent.get('file') as File).name).toBe('empresa.pfx');
  });

  it('says the platform has no key instead of offering the upload', async () => {
    mockApi({ 'GET /api/nfse/settings': () => ({ body: answer({ certificateKeyConfigured: false }) }) });
    renderWithProviders(<NfseSettings canEdit />);
    expect(await screen.findByText(s.keyNotConfigured)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: s.certificateUpload })).not.toBeInTheDocument();
  });

  it('shows staff that the screen is the dispatcher’s, without asking the server', async () => {
    const api = mockApi({});
    renderWithProviders(<NfseSettings canEdit={false} />);
    expect(await screen.findByText(s.dispatcherOnly)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/api/nfse'))).toEqual([]);
  });
});
