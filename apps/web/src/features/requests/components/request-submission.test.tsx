import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleRequests } from '@despacha/domain/contracts/requests/samples';
import { apiError } from '../../../test/mock-api.ts';
import { createdRequest, renderForm } from './form-test-support.tsx';
import { FeeExemptionForm } from './fee-exemption-form.tsx';
import { SaleRequestForm } from './sale/sale-request-form.tsx';
import { TransitInspectionForm } from './transit-inspection-form.tsx';

const SUBMIT = 'Enviar Solicitação';
const stored = { ...createdRequest({ id: 'req-0' }), title: 'Vistoria em Trânsito', data: sampleRequests['vistoria-transito'] };

/** The Vistoria form filled with a valid stored request (?from=), its POST held until `release`. */
async function filledInspection() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const setup = renderForm(<TransitInspectionForm />, { path: '/?from=req-0', handlers: { 'GET /api/requests/req-0': () => ({ body: stored }) } });
  const reply = setup.api.fetchMock.getMockImplementation()!;
  setup.api.fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'POST') await gate;
    return reply(input, init);
  });
  await waitFor(() => expect(screen.getByLabelText('Placa')).toHaveValue('ABC1D23'));
  const keys = () =>
    setup.api.fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
  return { ...setup, release, keys };
}

afterEach(() => {
  // jsdom has no scrollIntoView; a test that gives it one takes it back.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('request submission', { timeout: 20_000 }, () => {
  it('sends once, with the button off while sending; then shows the stored request and keeps it off', async () => {
    const { user, click, posted, release, keys } = await filledInspection();
    await click(SUBMIT);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Enviando...' }));
    release();

    const notice = (await screen.findByText('Solicitação registrada')).closest('[role="status"]');
    expect(screen.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute('href', '/api/requests/req-1/pdf');
    // Focused by a passive effect, which can run after the text is already in the document.
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByRole('button', { name: SUBMIT })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(posted()).toHaveLength(1);
    expect(keys()[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows the stored request at the top of the form, scrolled to the top of the view, away from the toasts at the bottom (issue 34)', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      expect(options).toEqual({ block: 'start' });
      scrolled.push(this);
    });
    const { click, release } = await filledInspection();
    await click(SUBMIT);
    release();
    const notice = (await screen.findByText('Solicitação registrada')).closest('[role="status"]')!;
    await waitFor(() => expect(notice).toHaveFocus());
    expect(scrolled).toEqual([notice]);
    expect(notice).toHaveClass('scroll-mt-20');
    // Before the lookup card and every field: the first thing in the form.
    const lookup = screen.getByText('Buscar no Sistema');
    expect(notice.compareDocumentPosition(lookup) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice.closest('form')?.firstElementChild).toBe(notice);
  });

  it('"Nova solicitação" clears the form and the next submit carries a new key', async () => {
    const { user, click, release, keys } = await filledInspection();
    release();
    await click(SUBMIT);
    await user.click(await screen.findByRole('button', { name: 'Nova solicitação' }));
    expect(screen.queryByText('Solicitação registrada')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Placa')).toHaveValue('');
    expect(screen.getByRole('button', { name: SUBMIT })).toBeEnabled();

    await user.type(screen.getByLabelText('Placa'), 'abc1d23');
    await click(SUBMIT);
    await waitFor(() => expect(screen.getByLabelText('Nome/Razão Social')).toHaveAttribute('aria-invalid', 'true'));
    expect(keys()).toHaveLength(1);
  });

  it('a failed submit keeps the key, so the retry is the same submission', async () => {
    const { click, release, keys, api } = await filledInspection();
    release();
    const reply = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify(apiError(500, 'INTERNAL', 'Erro').body), { status: 500 }));
    await click(SUBMIT);
    await waitFor(() => expect(keys()).toHaveLength(1));
    api.fetchMock.mockImplementation(reply);
    await click(SUBMIT);
    await screen.findByText('Solicitação registrada');
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);
  });
  it('a key the server already used for other values is replaced, so sending again is a new request', async () => {
    const { click, release, keys, api } = await filledInspection();
    release();
    const reply = api.fetchMock.getMockImplementation()!;
    const reused = apiError(409, 'IDEMPOTENCY_KEY_REUSED', 'Este envio já registrou uma solicitação com outros dados.');
    api.fetchMock.mockImplementationOnce(
      async () => new Response(JSON.stringify(reused.body), { status: 409, headers: { 'content-type': 'application/json' } }),
    );
    await click(SUBMIT);
    await waitFor(() => expect(screen.getByRole('button', { name: SUBMIT })).toBeEnabled());
    expect(keys()).toHaveLength(1);
    api.fetchMock.mockImplementation(reply);
    await click(SUBMIT);
    await screen.findByText('Solicitação registrada');
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).not.toBe(keys()[0]);
  });
});

describe('focus after a failed submit', { timeout: 20_000 }, () => {
  it('goes to the first invalid field on the page, not to the checkbox group registered first (Vistoria)', async () => {
    const { click } = renderForm(<TransitInspectionForm />);
    await click(SUBMIT);
    await waitFor(() => expect(screen.getByLabelText('Nome/Razão Social')).toHaveFocus());
  });

  it('Isenção: the first empty field, then the next one once it is filled', async () => {
    const { user, click } = renderForm(<FeeExemptionForm />);
    await click('Enviar Requerimento');
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveFocus());
    await user.type(screen.getByLabelText('Nome'), 'Maria da Silva');
    await click('Enviar Requerimento');
    await waitFor(() => expect(screen.getByLabelText('Documento de Identidade')).toHaveFocus());
  });

  it("Intenção de Venda: the seller's first invalid field (its e-mail)", async () => {
    const { user, click } = renderForm(<SaleRequestForm type="intencao-venda" />);
    await user.click(screen.getByRole('tab', { name: 'Preenchimento Manual' }));
    await click(SUBMIT);
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));
    expect(document.activeElement).toBe(document.querySelector('[aria-invalid="true"]'));
    expect(within(screen.getByRole('region', { name: 'Proprietário Atual (Vendedor)' })).getByLabelText(/mail/i)).toHaveFocus();
  });
});
