import { describe, expect, it } from 'vitest';
import { planPriceForUsers, standardPlans } from './plans.ts';
import { initialRole, profileName } from './profile.ts';
import { isAdmin, isDispatcher, roleLabel } from './roles.ts';
import { agencyStatusLabel } from './agency-status.ts';

describe('profile name rule (spec §4)', () => {
  it('uses the metadata name, trimmed', () => expect(profileName('  Maria Souza ', 'm@x.com')).toBe('Maria Souza'));
  it('falls back to the part before @', () => expect(profileName('   ', 'joao.silva@x.com')).toBe('joao.silva'));
  it("falls back to 'Usuário'", () => {
    expect(profileName(undefined, '@x.com')).toBe('Usuário');
    expect(profileName(null, null)).toBe('Usuário');
  });
});

describe('roles (spec §6)', () => {
  it('labels', () => {
    expect(roleLabel('admin')).toBe('Administrador');
    expect(roleLabel('dispatcher')).toBe('Despachante');
    expect(roleLabel('user')).toBe('Usuário');
    expect(roleLabel('gerente')).toBe('Usuário');
    expect(roleLabel(undefined)).toBe('Usuário');
  });
  it('checks', () => {
    expect([isAdmin('admin'), isAdmin('dispatcher'), isDispatcher('dispatcher'), isDispatcher('user')]).toEqual([true, false, true, false]);
  });
  it('the owner e-mail becomes admin, case-insensitively; everyone else user', () => {
    expect(initialRole('Dono@Despacha.com.br', 'dono@despacha.com.br')).toBe('admin');
    expect(initialRole('outro@despacha.com.br', 'dono@despacha.com.br')).toBe('user');
    expect(initialRole('dono@despacha.com.br', undefined)).toBe('user');
  });
});

describe('plans (spec §9)', () => {
  it('has the three plans in centavos with a 30-day trial', () => {
    expect(standardPlans.map((p) => [p.name, p.priceCents, p.baseUsers, p.additionalUserPriceCents, p.trialDays])).toEqual([
      ['Básico', 19900, 2, 5000, 30],
      ['Intermediário', 39900, 5, 4000, 30],
      ['Avançado', 69900, 10, 3000, 30],
    ]);
  });
  it('charges each user beyond the included ones', () => {
    const basico = standardPlans[0]!;
    expect(planPriceForUsers(basico, 1)).toBe(19900);
    expect(planPriceForUsers(basico, 2)).toBe(19900);
    expect(planPriceForUsers(basico, 5)).toBe(19900 + 3 * 5000);
  });
});

describe('agency status labels', () => {
  it('labels known statuses and reads unknown ones as Desconhecido', () => {
    expect(agencyStatusLabel('active')).toBe('Ativo');
    expect(agencyStatusLabel('suspended')).toBe('Suspenso');
    expect(agencyStatusLabel('xyz')).toBe('Desconhecido');
  });
});
