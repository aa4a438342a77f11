import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { documentReadingMessages as m } from '@despacha/domain/contracts/document-reading/messages';
import type { ReadDocumentResponse, ReadFields } from '@despacha/domain/contracts/document-reading/read-document';
import { buildMe } from '../../../test/factories.ts';
import { apiError, mockApi, type MockReply } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { fieldOptionsBody } from '../test-factories.ts';

// "Ler CRLV-e" in Cadastro do Sistema: choosing the PDF sends it, and what the server read fills
// the form for review (nothing is saved); what failed is marked; an ATPV-e's buyer is offered.

const ok = (value: string, text = value) => ({ ok: true, value, text });
const crlv = (fields: ReadFields): ReadDocumentResponse => ({ kind: 'crlv-e', fields });

const readFields: ReadFields = {
  placa: ok('RIO2A18'),
  renavam: ok('20000314158'),
  chassi: ok('9BR7Z9TESTE000123'),
  marca: ok('VW'),
  modelo: ok('GOL 1.0 TESTE'),
  anoFabricacao: ok('2021'),
  anoModelo: ok('2022'),
  cor: ok('PRATA'),
  combustivel: ok('ALCOOL/GASOLINA'),
  especie: ok('PASSAGEIRO'),
  // RENAVAM's own type, which CTB art. 96 does not name: no option for it (docs/option-lists-sources.md).
  tipo: ok('CHASSI PLATAFORMA'),
  categoria: ok('PARTICULAR'),
  exercicio: ok('2025'),
  proprietarioNome: ok('ANA BEATRIZ DE TESTE'),
  proprietarioDocumento: ok('10000424218', '100.004.242-18'),
  municipio: ok('RIO DE JANEIRO'),
  uf: ok('RJ', 'RIO DE JANEIRO RJ'),
};

function setup(reply: () => MockReply) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe('user') }),
    'GET /api/field-options': () => ({ body: fieldOptionsBody }),
    'GET /api/origins': () => ({ body: [] }),
    'POST /api/registry/read-document': reply,
  });
  renderApp('/cadastro-sistema');
  return { ...api, user: userEvent.setup() };
}

const pdf = () => new File(['%PDF-1.7 crlv'], 'crlv-e.pdf', { type: 'application/pdf' });
const panel = (name: string) => screen.getByRole('tabpanel', { name });

async function choose(user: ReturnType<typeof userEvent.setup>) {
  // The options must be there for the selects to take the values read.
  await screen.findByRole('option', { name: 'Prata' });
  await user.upload(screen.getByLabelText('Escolher o PDF do CRLV-e ou da ATPV-e'), pdf());
}

describe('Ler CRLV-e', () => {
  it('fills the vehicle and owner fields from the PDF and says what it filled, without saving', async () => {
    const { user, calls } = setup(() => ({ body: crlv(readFields) }));
    expect(await screen.findByRole('button', { name: 'Ler CRLV-e' })).toBeEnabled();
    await choose(user);

    const vehicle = panel('Dados do Veículo');
    await waitFor(() => expect(within(vehicle).getByLabelText('Placa')).toHaveValue('RIO2A18'));
    expect(within(vehicle).getByLabelText('RENAVAM')).toHaveValue('20000314158');
    expect(within(vehicle).getByLabelText('Chassi')).toHaveValue('9BR7Z9TESTE000123');
    expect(within(vehicle).getByLabelText('Marca')).toHaveValue('VW');
    expect(within(vehicle).getByLabelText('Ano Fabricação')).toHaveValue('2021');
    expect(within(vehicle).getByRole('combobox', { name: 'Cor' })).toHaveValue('prata');
    expect(within(vehicle).getByRole('combobox', { name: 'Combustível' })).toHaveValue('flex');
    expect(within(vehicle).getByRole('combobox', { name: 'Espécie' })).toHaveValue('passageiro');
    expect(within(vehicle).getByRole('combobox', { name: 'Categoria' })).toHaveValue('particular');
    // No option "Chassi plataforma" in the list: not filled, listed for the user.
    expect(within(vehicle).getByRole('combobox', { name: 'Tipo' })).toHaveValue('');
    const owner = panel('Cadastro do Proprietário');
    expect(within(owner).getByLabelText('Nome')).toHaveValue('ANA BEATRIZ DE TESTE');
    expect(within(owner).getByLabelText('CPF')).toHaveValue('100.004.242-18');
    expect(within(owner).getByLabelText('Município')).toHaveValue('RIO DE JANEIRO');
    expect(within(owner).getByRole('combobox', { name: 'UF' })).toHaveValue('RJ');

    const summary = screen.getByRole('region', { name: 'CRLV-e lido' });
    expect(within(summary).getByText('15 campos preenchidos: confira e clique em Salvar Cadastro.')).toBeInTheDocument();
    expect(within(summary).getByText('Lidos, mas sem campo no cadastro')).toBeInTheDocument();
    expect(within(summary).getByText('2025')).toBeInTheDocument();
    expect(within(summary).getByText('CHASSI PLATAFORMA (não há opção igual na lista: escolha a certa)')).toBeInTheDocument();
    // Read, not saved: the PDF went to the reading and nothing else was posted.
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/registry/read-document']);
  });

  it('leaves a value that failed its check empty and marks it under the field', async () => {
    const { user } = setup(() => ({ body: crlv({ ...readFields, renavam: { ok: false, value: '', text: '20000314159' } }) }));
    await choose(user);

    const renavam = within(panel('Dados do Veículo')).getByLabelText('RENAVAM');
    await waitFor(() => expect(renavam).toHaveAccessibleDescription('Não foi possível ler RENAVAM do PDF (lido "20000314159"): confira.'));
    expect(renavam).toHaveValue('');
    expect(within(panel('Dados do Veículo')).getByLabelText('Placa')).toHaveValue('RIO2A18');
    const alert = within(screen.getByRole('region', { name: 'CRLV-e lido' })).getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível ler: confira');
    expect(alert).toHaveTextContent('RENAVAM: lido "20000314159"');
  });

  it("shows an ATPV-e's buyer and sale, and makes the buyer the owner on request", async () => {
    const { user } = setup(() => ({
      body: {
        kind: 'atpv-e',
        fields: {
          placa: ok('TST1234'),
          proprietarioNome: ok('JOÃO PEDRO FICTÍCIO DA SILVA'),
          proprietarioDocumento: ok('10000077747'),
          compradorNome: ok('ANA BEATRIZ DE TESTE'),
          compradorDocumento: ok('10000424218'),
          dataVenda: ok('10/11/2026'),
          valorVenda: ok('58.900,00', 'R$ 58.900,00'),
        },
      } satisfies ReadDocumentResponse,
    }));
    await choose(user);

    const summary = await screen.findByRole('region', { name: 'ATPV-e lida' });
    expect(within(summary).getByText('ANA BEATRIZ DE TESTE — 100.004.242-18')).toBeInTheDocument();
    expect(within(summary).getByText('10/11/2026')).toBeInTheDocument();
    expect(within(summary).getByText('58.900,00')).toBeInTheDocument();
    const owner = panel('Cadastro do Proprietário');
    expect(within(owner).getByLabelText('Nome')).toHaveValue('JOÃO PEDRO FICTÍCIO DA SILVA');

    await user.click(within(summary).getByRole('button', { name: 'Usar comprador como proprietário' }));
    expect(within(owner).getByLabelText('Nome')).toHaveValue('ANA BEATRIZ DE TESTE');
    expect(within(owner).getByLabelText('CPF')).toHaveValue('100.004.242-18');
    const service = panel('Cadastro do Serviço');
    expect(within(service).getByLabelText('Ex-proprietário')).toHaveValue('JOÃO PEDRO FICTÍCIO DA SILVA');
    expect(within(service).getByLabelText('CPF/CNPJ Anterior')).toHaveValue('100.000.777-47');
  });

  it("shows the server's reason when the PDF cannot be read", async () => {
    const { user } = setup(() => apiError(400, 'PDF_NO_TEXT', m.noText, { file: m.noText }));
    await choose(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.noText);
    expect(within(panel('Dados do Veículo')).getByLabelText('Placa')).toHaveValue('');
  });

  it('opens the file chooser from the keyboard', async () => {
    const { user } = setup(() => ({ body: crlv(readFields) }));
    const button = await screen.findByRole('button', { name: 'Ler CRLV-e' });
    const input = screen.getByLabelText<HTMLInputElement>('Escolher o PDF do CRLV-e ou da ATPV-e');
    let opened = 0;
    input.addEventListener('click', () => opened++);
    button.focus();
    await user.keyboard('{Enter}');
    expect(opened).toBe(1);
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
  });
});
