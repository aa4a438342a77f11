import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { danfseLabels } from '@despacha/domain/nfse/danfse';
import type { NfseDocumentResponse, ServiceNfseResponse } from '@despacha/domain/nfse/issue-contracts';
import { nfseIssueMessages as m, nfseSectionStrings as s } from '@despacha/domain/nfse/issue-messages';
import { nfseSendLabels, nfseSendMessages } from '@despacha/domain/nfse/send-messages';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ServiceNfse } from './service-nfse.tsx';

const KEY = '33045572211222333000181000000000000012611123456789';

function doc(over: Partial<NfseDocumentResponse> = {}): NfseDocumentResponse {
  return {
    id: 'nfse-1',
    serviceId: 'service-1',
    status: 'autorizada',
    series: '1',
    number: 12,
    dpsId: 'DPS330455721122233300018100001000000000000012',
    environment: 'homologacao',
    honorariosCents: 30000,
    tomadorName: 'José da Conceição',
    tomadorDocument: '52998224725',
    description: 'Honorários de despachante',
    competence: '2026-11-28',
    accessKey: KEY,
    nfseNumber: '7',
    hasXml: true,
    rejectionCode: null,
    rejectionMessage: null,
    attempts: 1,
    nextAttemptAt: null,
    cancelledAt: null,
    cancelJustification: null,
    substitutesId: null,
    substitutionReason: null,
    substitutionJustification: null,
    substitutedById: null,
    createdByName: 'Ana',
    createdAt: '2026-11-28T15:00:00.000Z',
    ...over,
  };
}

function answer(over: Partial<ServiceNfseResponse> = {}): ServiceNfseResponse {
  return {
    documents: [],
    preview: {
      tomadorName: 'José da Conceição',
      tomadorDocument: '52998224725',
      description: 'Honorários de despachante: Transferência, veículo ABC-1234 (serviço nº 3).',
      competence: '28/11/2026',
      honorariosCents: 30000,
      environment: 'homologacao',
    },
    problems: [],
    substituteProblems: [],
    issueDenied: null,
    cancelDenied: null,
    ...over,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('NFS-e of a service', { timeout: 20_000 }, () => {
  it('reviews what the server would declare, sends the edited description and competence, and toasts the authorisation', async () => {
    let issued = false;
    const api = mockApi({
      'GET /api/services/service-1/nfse': () => ({ body: answer(issued ? { documents: [doc()] } : {}) }),
      'POST /api/services/service-1/nfse': () => {
        issued = true;
        return { status: 201, body: { document: doc(), message: m.authorised('7') } };
      },
    });
    const ue = userEvent.setup();
    renderWithProviders(<ServiceNfse serviceId="service-1" />);
    expect(await screen.findByText(s.none)).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: s.issue }));
    const dialog = await screen.findByRole('dialog', { name: s.reviewTitle });
    expect(within(dialog).getByText('José da Conceição')).toBeInTheDocument();
    expect(within(dialog).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(dialog).getByText('R$ 300,00')).toBeInTheDocument();
    const description = within(dialog).getByLabelText(s.description);
    expect(description).toHaveValue(answer().preview.description);
    await ue.clear(description);
    await ue.type(description, 'Honorários: transferência');
    const competence = within(dialog).getByLabelText(s.competence);
    await ue.clear(competence);
    await ue.type(competence, '27112026');
    await ue.click(within(dialog).getByRole('button', { name: s.confirm }));

    expect(await screen.findByText(m.authorised('7'))).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST');
    // Only the description and the competence: the values are the server's.
    expect(post?.body).toEqual({ description: 'Honorários: transferência', competence: '27/11/2026' });
    const row = await screen.findByRole('row', { name: /Autorizada/ });
    expect(within(row).getByText(KEY)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: s.downloadXml })).toHaveAttribute('href', '/api/nfse/nfse-1/xml');
    expect(within(row).getByRole('link', { name: danfseLabels.link })).toHaveAttribute('href', '/api/nfse/nfse-1/danfse.pdf');
  });

  it('lists the problems and keeps Emitir disabled', async () => {
    mockApi({ 'GET /api/services/service-1/nfse': () => ({ body: answer({ problems: [m.honorariosZero, m.certificateMissing] }) }) });
    const ue = userEvent.setup();
    renderWithProviders(<ServiceNfse serviceId="service-1" />);
    await ue.click(await screen.findByRole('button', { name: s.issue }));
    const dialog = await screen.findByRole('dialog', { name: s.reviewTitle });
    const alert = within(dialog).getByRole('alert');
    expect(within(alert).getByText(m.honorariosZero)).toBeInTheDocument();
    expect(within(alert).getByText(m.certificateMissing)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: s.confirm })).toBeDisabled();
  });

  it('shows a rejection with its national code, and a pending one with "Enviar de novo"', async () => {
    const rejected = doc({
      id: 'nfse-2',
      status: 'rejeitada',
      accessKey: null,
      nfseNumber: null,
      hasXml: false,
      rejectionCode: 'E0310',
      rejectionMessage: 'Código inexistente',
    });
    const pending = doc({ id: 'nfse-3', status: 'pendente', accessKey: null, nfseNumber: null, hasXml: false, nextAttemptAt: '2026-11-28T15:05:00.000Z' });
    const api = mockApi({
      'GET /api/services/service-1/nfse': () => ({ body: answer({ documents: [rejected, pending] }) }),
      'POST /api/nfse/nfse-3/retry': () => ({ status: 202, body: { document: pending, message: m.stillPending } }),
    });
    const ue = userEvent.setup();
    renderWithProviders(<ServiceNfse serviceId="service-1" />);
    expect(await screen.findByText(/E0310: Código inexistente/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: s.downloadXml })).toBeNull();
    expect(screen.queryByRole('link', { name: danfseLabels.link })).toBeNull();
    await ue.click(screen.getByRole('button', { name: s.retry }));
    expect(await screen.findByText(m.stillPending)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/nfse/nfse-3/retry']);
  });

  it('cancels with the reason and the justification, and shows the server’s refusal under it', async () => {
    let tries = 0;
    const api = mockApi({
      'GET /api/services/service-1/nfse': () => ({ body: answer({ documents: [doc()] }) }),
      'POST /api/nfse/nfse-1/cancel': () =>
        ++tries === 1
          ? apiError(400, 'VALIDATION', m.justificationLength, { justification: m.justificationLength })
          : { body: { document: doc({ status: 'cancelada' }), message: m.cancelled('7') } },
    });
    const ue = userEvent.setup();
    renderWithProviders(<ServiceNfse serviceId="service-1" />);
    await ue.click(await screen.findByRole('button', { name: s.cancelNfse }));
    const dialog = await screen.findByRole('dialog', { name: s.cancelTitle });
    await ue.selectOptions(within(dialog).getByLabelText(s.cancelReason), '2');
    await ue.type(within(dialog).getByLabelText(s.cancelJustification), 'curta');
    await ue.click(within(dialog).getByRole('button', { name: s.cancelConfirm }));
    await waitFor(() => expect(within(dialog).getAllByText(m.justificationLength).length).toBeGreaterThan(0));
    await ue.type(within(dialog).getByLabelText(s.cancelJustification), ' demais: serviço não prestado');
    await ue.click(within(dialog).getByRole('button', { name: s.cancelConfirm }));
    expect(await screen.findByText(m.cancelled('7'))).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { reason: '2', justification: 'curta' },
      { reason: '2', justification: 'curta demais: serviço não prestado' },
    ]);
  });

  it('substitutes an authorised note with the national reason, and shows which note replaced which (decision 082)', async () => {
    let replaced = false;
    const substitute = doc({
      id: 'nfse-4',
      number: 13,
      nfseNumber: '8',
      substitutesId: 'nfse-1',
      substitutionReason: '99',
      substitutionJustification: 'Honorários corrigidos pelo despachante',
    });
    const api = mockApi({
      'GET /api/services/service-1/nfse': () => ({
        body: answer(
          replaced
            ? { documents: [doc({ status: 'substituida', substitutedById: 'nfse-4' }), substitute], problems: [m.alreadyAuthorised('8')] }
            : { documents: [doc()], problems: [m.alreadyAuthorised('7')] },
        ),
      }),
      'POST /api/nfse/nfse-1/substitute': () => {
        replaced = true;
        return { status: 201, body: { document: substitute, message: m.substituted('7', '8') } };
      },
    });
    const ue = userEvent.setup();
    renderWithProviders(<ServiceNfse serviceId="service-1" />);
    await ue.click(await screen.findByRole('button', { name: s.substitute }));
    const dialog = await screen.findByRole('dialog', { name: s.substituteTitle });
    expect(within(dialog).getByText(s.substituteIntro('7'))).toBeInTheDocument();
    // Emitir's problem (an authorised note exists) is not Substituir's.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await ue.selectOptions(within(dialog).getByLabelText(s.substituteReason), '01');
    await ue.type(within(dialog).getByLabelText(s.substituteJustification), 'Agência saiu do Simples Nacional');
    await ue.click(within(dialog).getByRole('button', { name: s.substituteConfirm }));
    expect(await screen.findByText(m.substituted('7', '8'))).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      description: answer().preview.description,
      competence: '28/11/2026',
      reason: '01',
      justification: 'Agência saiu do Simples Nacional',
    });
    expect(await screen.findByText(s.substitutedBy('8'))).toBeInTheDocument();
    expect(screen.getByText(s.substitutes('7'))).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Substituída/ })).queryByRole('button', { name: s.substitute })).toBeNull();
  });

  it('keeps Substituir disabled while a substitute is pending, saying why', async () => {
    const pending = doc({
      id: 'nfse-4',
      status: 'pendente',
      accessKey: null,
      nfseNumber: null,
      hasXml: false,
      substitutesId: 'nfse-1',
      substitutionReason: '99',
      substitutionJustification: 'Honorários corrigidos pelo despachante',
    });
    mockApi({
      'GET /api/services/service-1/nfse': () => ({ body: answer({ documents: [doc(), pending], substituteProblems: [m.substitutionPending] }) }),
    });
    const ue = userEvent.setup();
    renderWithProviders(<ServiceNfse serviceId="service-1" />);
    await ue.click(await screen.findByRole('button', { name: s.substitute }));
    const dialog = await screen.findByRole('dialog', { name: s.substituteTitle });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(m.substitutionPending);
    expect(within(dialog).getByRole('button', { name: s.substituteConfirm })).toBeDisabled();
  });

  it('tells staff why they cannot issue or cancel, where the agency has not allowed them (decision 075)', async () => {
    mockApi({
      'GET /api/services/service-1/nfse': () => ({
        body: answer({ documents: [doc()], issueDenied: m.staffMayNotIssue, cancelDenied: m.staffMayNotCancel }),
      }),
    });
    renderWithProviders(<ServiceNfse serviceId="service-1" />);
    const issue = await screen.findByRole('button', { name: s.issue });
    expect(issue).toBeDisabled();
    expect(issue).toHaveAccessibleDescription(m.staffMayNotIssue);
    expect(screen.getByText(m.staffMayNotCancel)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: s.cancelNfse })).toBeNull();
    expect(screen.queryByRole('button', { name: s.substitute })).toBeNull();
    // What stays theirs: the XML.
    expect(screen.getByRole('link', { name: s.downloadXml })).toBeInTheDocument();
  });

  it('sends an authorised note to the customer by e-mail, and shows the server’s refusal (decision 081)', async () => {
    let tries = 0;
    const api = mockApi({
      'GET /api/services/service-1/nfse': () => ({ body: answer({ documents: [doc()] }) }),
      'POST /api/nfse/nfse-1/send': () =>
        ++tries === 1
          ? apiError(422, 'NFSE_NO_CONSENT', nfseSendMessages.noConsent)
          : { body: { channel: 'email', message: nfseSendMessages.sentByEmail('c***@exemplo.com.br'), url: null } },
    });
    const ue = userEvent.setup();
    renderWithProviders(<ServiceNfse serviceId="service-1" />);
    const email = await screen.findByRole('button', { name: nfseSendLabels.emailFor('7') });
    await ue.click(email);
    expect(await screen.findByRole('alert')).toHaveTextContent(nfseSendMessages.noConsent);
    await ue.click(email);
    expect(await screen.findByText(nfseSendMessages.sentByEmail('c***@exemplo.com.br'))).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ channel: 'email' }, { channel: 'email' }]);
  });

  it('opens WhatsApp with the link the server answers, and offers no sending for a pending note', async () => {
    const url = 'https://wa.me/5521987654321?text=NFS-e';
    const pending = doc({ id: 'nfse-3', status: 'pendente', accessKey: null, nfseNumber: null, hasXml: false });
    const api = mockApi({
      'GET /api/services/service-1/nfse': () => ({ body: answer({ documents: [doc(), pending] }) }),
      'POST /api/nfse/nfse-1/send': () => ({ body: { channel: 'whatsapp', message: '', url } }),
    });
    const tab = { location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const ue = userEvent.setup();
    renderWithProviders(<ServiceNfse serviceId="service-1" />);
    await ue.click(await screen.findByRole('button', { name: nfseSendLabels.whatsappFor('7') }));
    await waitFor(() => expect(tab.location.href).toBe(url));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ channel: 'whatsapp' });
    // One note authorised, one pending: one pair of buttons.
    expect(screen.getAllByRole('button', { name: /ao cliente por WhatsApp/ })).toHaveLength(1);
  });
});
