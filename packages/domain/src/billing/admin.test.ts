import { describe, expect, it } from 'vitest';
import { billingInvoiceQuery, billingSettingsBody, isPixKey } from './admin.ts';
import { defaultBillingSettings } from './settings.ts';

describe('isPixKey: the DICT key kinds', () => {
  it.each(['52998224725', '11444777000161', 'pix@despacha.com.br', '+5521987654321', '+552133334444', '123e4567-e89b-42d3-a456-426614174000'])(
    'takes %s',
    (key) => {
      expect(isPixKey(key)).toBe(true);
    },
  );
  it.each([
    ['a CPF with a wrong check digit', '52998224724'],
    ['a CNPJ with a wrong check digit', '11444777000162'],
    ['a phone without +55', '21987654321'],
    ['a foreign phone', '+14155550100'],
    ['a masked CPF', '529.982.247-25'],
    ['a uuid cut short', '123e4567-e89b-42d3-a456'],
    ['free text', 'minha chave'],
  ])('refuses %s', (_, key) => {
    expect(isPixKey(key)).toBe(false);
  });
});

describe('billingSettingsBody', () => {
  it('takes the defaults', () => {
    expect(billingSettingsBody.parse(defaultBillingSettings)).toEqual(defaultBillingSettings);
  });
  it('bounds rates, days and the BR Code field sizes', () => {
    const bad = (change: Record<string, unknown>) => billingSettingsBody.safeParse({ ...defaultBillingSettings, ...change }).success;
    expect(bad({ taxRateBps: 10_001 })).toBe(false);
    expect(bad({ taxRateBps: 10_000 })).toBe(true);
    expect(bad({ taxRateBps: 12.5 })).toBe(false);
    expect(bad({ dueDays: 0 })).toBe(false);
    expect(bad({ suspendAfterDays: 91 })).toBe(false);
    expect(bad({ pixMerchantName: 'X'.repeat(25) })).toBe(true);
    expect(bad({ pixMerchantName: 'X'.repeat(26) })).toBe(false);
    expect(bad({ pixMerchantCity: 'X'.repeat(16) })).toBe(false);
    expect(bad({ issuerCnpj: '11.444.777/0001-61' })).toBe(true);
    expect(bad({ issuerCnpj: '11.444.777/0001-62' })).toBe(false);
  });
});

describe('billingInvoiceQuery', () => {
  it('sorts by its own columns only, refused in Portuguese', () => {
    expect(billingInvoiceQuery.parse({})).toMatchObject({ sort: 'issued', dir: 'desc' });
    for (const bad of [{ sort: 'segredo' }, { dir: 'lado' }]) {
      expect(billingInvoiceQuery.safeParse(bad).error?.issues.map((i) => i.message)).toEqual(['Ordenação inválida']);
    }
  });
});
