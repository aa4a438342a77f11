import { describe, expect, it } from 'vitest';
import { leavesOf, maxLengthOf, rangeOf } from '../contracts/schema-walk.ts';
import { MONEY_MAX_CENTS } from '../limits.ts';
import { quoteLinkRequest, quoteListQuery, quoteRequest, quoteStatusRequest, quoteTotals } from './contracts.ts';
import { quoteMessages as m } from './messages.ts';
import { effectiveQuoteStatus } from './options.ts';

// Orçamentos' contracts (decision 041): every input bounded, money as typed or in centavos, the
// total through serviceMoney, and "expirado" read from the validity date.

const valid = {
  customerName: 'Maria Souza',
  serviceType: 'transferencia',
  detranFee: '250,00',
  honorarios: 30000,
  extras: [{ label: 'Placas', amount: '120,50' }],
};

describe('quote contracts', () => {
  it('bounds every text and list, and every number within the money range', () => {
    expect(leavesOf(quoteRequest).map((l) => l.path.join('.'))).toEqual(expect.arrayContaining(['customerName', 'extras', 'extras.0.label', 'note']));
    for (const schema of [quoteRequest, quoteListQuery, quoteStatusRequest, quoteLinkRequest]) {
      for (const leaf of leavesOf(schema)) {
        if (leaf.kind === 'string' || leaf.kind === 'array') expect(maxLengthOf(leaf), leaf.path.join('.')).not.toBeNull();
        if (leaf.kind === 'number') expect(rangeOf(leaf)[1], leaf.path.join('.')).toBeLessThanOrEqual(MONEY_MAX_CENTS);
      }
    }
  });

  it('reads typed money and computes the total (extras added up, nothing sent counts)', () => {
    const data = quoteRequest.parse({ ...valid, total: 1 });
    expect(data).toMatchObject({ detranFee: 25000, honorarios: 30000, extras: [{ label: 'Placas', amount: 12050 }], validUntil: null });
    expect('total' in data).toBe(false);
    expect(quoteTotals(data)).toEqual({ extras: 12050, total: 67050 });
  });

  it('reads a blank DETRAN fee as "a confirmar" (null, left out of the total), a typed 0 as an exemption', () => {
    for (const blank of ['', '  ', null, undefined]) expect(quoteRequest.parse({ ...valid, detranFee: blank }).detranFee).toBeNull();
    expect(quoteRequest.parse({ ...valid, detranFee: '0,00' }).detranFee).toBe(0);
    expect(quoteTotals({ detranFee: null, honorarios: 30000, extras: [{ amount: 100 }] })).toEqual({ extras: 100, total: 30100 });
    expect(quoteRequest.safeParse({ ...valid, detranFee: 'abc' }).error?.issues[0]?.message).toBe(m.amountInvalid);
  });

  it('says what is wrong in pt-BR', () => {
    const result = quoteRequest.safeParse({
      ...valid,
      customerName: ' ',
      serviceType: '',
      extras: Array.from({ length: 11 }, () => ({ label: 'x', amount: 1 })),
    });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({ customerName: m.nameRequired, serviceType: m.serviceRequired, extras: m.tooManyExtras });
    expect(quoteRequest.safeParse({ ...valid, customerDocument: '111.111.111-11' }).success).toBe(false);
    expect(quoteRequest.safeParse({ ...valid, honorarios: MONEY_MAX_CENTS + 1 }).error?.issues[0]?.message).toBe(m.amountTooLarge);
  });

  it('reads an open quote past its validity as expirado, answered ones as they are', () => {
    expect(effectiveQuoteStatus('enviado', '2026-11-23', '2026-11-24')).toBe('expirado');
    expect(effectiveQuoteStatus('rascunho', '2026-11-24', '2026-11-24')).toBe('rascunho');
    expect(effectiveQuoteStatus('aceito', '2026-11-01', '2026-11-24')).toBe('aceito');
    expect(effectiveQuoteStatus('convertido', '2026-11-01', '2026-11-24')).toBe('convertido');
  });
});
