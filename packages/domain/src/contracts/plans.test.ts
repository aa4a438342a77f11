import { describe, expect, it } from 'vitest';
import { createPlanRequest, planFormSchema, updatePlanRequest } from './plans.ts';
import { firstMessages as messages } from './requests/test-support.ts';

describe('plan API contract (centavos)', () => {
  it("name and price required: 'Nome e preço são obrigatórios.'", () => {
    expect(messages(createPlanRequest.safeParse({ name: ' ' }))).toEqual({
      name: 'Nome e preço são obrigatórios.',
      priceCents: 'Nome e preço são obrigatórios.',
    });
  });
  it('defaults: 1 user, 0 additional, 30 trial days (also for 0), blank features dropped, active', () => {
    expect(createPlanRequest.parse({ name: 'Pro', priceCents: 0, trialDays: 0, features: [' A ', '', '  '] })).toEqual({
      name: 'Pro',
      priceCents: 0,
      description: '',
      baseUsers: 1,
      additionalUserPriceCents: 0,
      trialDays: 30,
      features: ['A'],
      active: true,
    });
  });
  it('minimums and whole centavos', () => {
    expect(createPlanRequest.safeParse({ name: 'X', priceCents: -1 }).success).toBe(false);
    expect(createPlanRequest.safeParse({ name: 'X', priceCents: 10.5 }).success).toBe(false);
    expect(createPlanRequest.safeParse({ name: 'X', priceCents: 1, baseUsers: 0 }).success).toBe(false);
    expect(createPlanRequest.safeParse({ name: 'X', priceCents: 1, additionalUserPriceCents: -1 }).success).toBe(false);
  });
  it('an update changes only what is sent', () => {
    expect(updatePlanRequest.parse({ active: false })).toEqual({ active: false });
    expect(updatePlanRequest.parse({ trialDays: 0, features: ['', 'B'] })).toEqual({ trialDays: 30, features: ['B'] });
  });
});

describe('plan form (prices typed as R$)', () => {
  const blank = { name: '', price: '', description: '', baseUsers: '', additionalUserPrice: '', trialDays: '', features: '' };
  it('requires name and price with the spec message', () => {
    expect(messages(planFormSchema.safeParse(blank))).toEqual({ name: 'Nome e preço são obrigatórios.', price: 'Nome e preço são obrigatórios.' });
  });
  it('turns what was typed into the API body', () => {
    expect(planFormSchema.parse({ ...blank, name: ' Ouro ', price: '1.299,90', additionalUserPrice: '35,00', trialDays: '0', features: 'A\n\n B \n' })).toEqual(
      {
        name: 'Ouro',
        priceCents: 129990,
        description: '',
        baseUsers: 1,
        additionalUserPriceCents: 3500,
        trialDays: 30,
        features: ['A', 'B'],
      },
    );
  });
  it('rejects a price that is not money and fewer than 1 user', () => {
    expect(messages(planFormSchema.safeParse({ ...blank, name: 'X', price: 'abc', baseUsers: '0', trialDays: '-2' }))).toEqual({
      price: 'Informe um preço válido (mínimo 0).',
      baseUsers: 'Usuários incluídos: no mínimo 1.',
      trialDays: 'Dias de teste: no mínimo 0.',
    });
  });
});
