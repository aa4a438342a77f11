import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ReactElement } from 'react';
import type { RequestCreated } from '@despacha/domain/contracts/requests/request-record';
import { buildAgency, buildMe } from '../../../test/factories.ts';
import { mockApi, type MockHandler, type MockReply } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';

// Shared set-up of the request form tests: the session, the agency (print heading) and the
// POST /api/requests answer, with the bodies the form sent.

export const createdRequest = (overrides: Partial<RequestCreated> = {}): RequestCreated => ({
  id: 'req-1',
  type: 'vistoria-transito',
  placa: 'ABC1D23',
  subject: 'Maria da Silva',
  serviceId: null,
  createdAt: '2026-03-15T13:30:00.000Z',
  createdByName: 'Ana Souza',
  ...overrides,
});

type Options = { path?: string; createReply?: MockReply; handlers?: Record<string, MockHandler> };

export function renderForm(element: ReactElement, { path = '/', createReply, handlers = {} }: Options = {}) {
  const api = mockApi({
    'GET /api/me': () => ({ body: buildMe() }),
    'GET /api/agency': () => ({ body: buildAgency() }),
    'POST /api/requests': () => createReply ?? { status: 201, body: createdRequest() },
    ...handlers,
  });
  const user = userEvent.setup();
  renderWithProviders(element, path);
  const posted = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/api/requests').map((c) => c.body);
  const click = (name: string) => user.click(screen.getByRole('button', { name }));
  return { api, user, posted, click };
}

/** Each [label, message] pair: the message describes the field, which is marked invalid (red border). */
export function expectFieldErrors(expected: ErrorPair[], scope: Pick<typeof screen, 'getByLabelText'> = screen) {
  for (const [label, message] of expected) {
    const field = scope.getByLabelText(label);
    expect(field, label).toHaveAccessibleDescription(message);
    expect(field, label).toHaveAttribute('aria-invalid', 'true'); // aria-invalid:border-red-600
  }
}

type ErrorPair = [label: string, message: string];

/** The declaration checkbox of Casos Especiais, Informação and Certidão. */
export const DECLARATION = /^Declaro que as informações prestadas são verdadeiras/;

/** Número to Telefone of the owner and buyer blocks left empty. */
export const addressErrors: ErrorPair[] = [
  ['Número', 'Número é obrigatório'],
  ['CEP', 'CEP deve ter 8 dígitos'],
  ['UF', 'UF é obrigatória'],
  ['Cidade', 'Cidade é obrigatória'],
  ['Bairro', 'Bairro é obrigatório'],
  ['Telefone', 'Telefone é obrigatório'],
];

/** The requester and vehicle blocks of Casos Especiais, Informação and Certidão left empty. */
export const requesterAndVehicleErrors: ErrorPair[] = [
  ['Nome/Razão Social', 'Nome é obrigatório'],
  ['CPF/CNPJ', 'CPF/CNPJ é obrigatório'],
  ['Endereço', 'Endereço é obrigatório'],
  ['CEP', 'CEP é obrigatório'],
  ['Placa', 'Placa é obrigatória'],
  ['Chassi', 'Chassi é obrigatório'],
  ['RENAVAM', 'RENAVAM é obrigatório'],
];
