import { describe, expect, it } from 'vitest';
import { createGuiaRequest, guiaListQuery, returnGuiaRequest } from './contracts.ts';
import { GUIA_ITEMS_MAX, guiaName, isPrimeiraLicenca } from './kinds.ts';
import { guiaMessages as m } from './messages.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('Guia PL / Guia Geral rules', () => {
  it('a process is primeira licença by its service type or by its 1ª Licença cover', () => {
    expect(isPrimeiraLicenca({ servico: 'primeiro-emplacamento', capaProcesso: 'normal' })).toBe(true);
    expect(isPrimeiraLicenca({ servico: 'transferencia', capaProcesso: '1a_licenca' })).toBe(true);
    expect(isPrimeiraLicenca({ servico: 'transferencia', capaProcesso: 'dap' })).toBe(false);
  });

  it('names a guia as it is printed', () => {
    expect(guiaName('pl', 12)).toBe('Guia PL nº 12');
    expect(guiaName('geral', 3)).toBe('Guia Geral nº 3');
  });
});

describe('guia contracts', () => {
  it('a new guia needs a destination and one to 200 distinct services; a typed date becomes ISO', () => {
    const ok = createGuiaRequest.safeParse({ kind: 'pl', destination: ' Posto Barra ', issuedOn: '20/11/2026', serviceIds: [id(1), id(2)] });
    expect(ok.success && ok.data).toMatchObject({ destination: 'Posto Barra', issuedOn: '2026-11-20', note: '' });
    expect(messages(createGuiaRequest.safeParse({ kind: 'pl', destination: '', serviceIds: [] }))).toEqual([m.destinationRequired, m.servicesRequired]);
    expect(messages(createGuiaRequest.safeParse({ kind: 'geral', destination: 'X', serviceIds: [id(1), id(1)] }))).toEqual([m.serviceRepeated]);
    const many = Array.from({ length: GUIA_ITEMS_MAX + 1 }, (_, i) => id(i));
    expect(messages(createGuiaRequest.safeParse({ kind: 'geral', destination: 'X', serviceIds: many }))).toEqual([m.tooManyServices]);
    expect(messages(createGuiaRequest.safeParse({ kind: 'dap', destination: 'X', serviceIds: [id(1)] }))).toEqual([m.kindInvalid]);
    expect(messages(createGuiaRequest.safeParse({ kind: 'pl', destination: 'x'.repeat(121), serviceIds: [id(1)] }))).toEqual(['Máximo de 120 caracteres']);
  });

  it('a process back em exigência needs what DETRAN demanded; pronto does not', () => {
    expect(returnGuiaRequest.safeParse({ items: [{ serviceId: id(1), outcome: 'pronto' }] }).success).toBe(true);
    const missing = returnGuiaRequest.safeParse({ items: [{ serviceId: id(1), outcome: 'exigencia', demand: '  ' }] });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['items.0.demand', m.demandRequired]]);
    expect(messages(returnGuiaRequest.safeParse({ items: [{ serviceId: id(1) }] }))).toEqual([m.outcomeRequired]);
    expect(messages(returnGuiaRequest.safeParse({ items: [] }))).toEqual([m.outcomesIncomplete]);
  });

  it('the list takes a kind, an optional status and page', () => {
    expect(guiaListQuery.parse({ kind: 'geral' })).toEqual({ kind: 'geral', q: '', status: '', page: 1, sort: 'number', dir: 'desc' });
    expect(messages(guiaListQuery.safeParse({ kind: 'geral', sort: 'segredo' }))).toEqual(['Ordenação inválida']);
    expect(messages(guiaListQuery.safeParse({ kind: 'geral', status: 'lost' }))).toEqual([m.statusInvalid]);
  });
});
