import { describe, expect, it } from 'vitest';
import { signupRequest, loginRequest, resetPasswordRequest } from './auth.ts';
import { createAgencyRequest } from './agencies.ts';
import { isCnpj } from '../validators/cnpj.ts';
import { isPhone, formatPhone } from '../validators/phone.ts';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('signup and login contracts (spec §5)', () => {
  it("requires the name after trimming: 'Nome é obrigatório'", () => {
    const r = signupRequest.safeParse({ name: '   ', email: 'a@b.com', password: '123456' });
    expect(messages(r)).toEqual({ name: 'Nome é obrigatório' });
  });
  it('requires a 6-character password on signup', () => {
    expect(messages(signupRequest.safeParse({ name: 'A', email: 'a@b.com', password: '12345' }))).toEqual({
      password: 'A senha deve ter pelo menos 6 caracteres',
    });
    expect(signupRequest.safeParse({ name: 'A', email: 'a@b.com', password: '123456' }).success).toBe(true);
  });
  it('requires a valid e-mail', () => {
    expect(messages(loginRequest.safeParse({ email: '', password: 'x' }))).toEqual({ email: 'Email é obrigatório' });
    expect(messages(loginRequest.safeParse({ email: 'sem-arroba', password: 'x' }))).toEqual({ email: 'Email inválido' });
  });
  it('the reset form needs matching passwords', () => {
    expect(messages(resetPasswordRequest.safeParse({ password: 'abcdef', confirm: 'abcdeg' }))).toEqual({ confirm: 'As senhas não conferem' });
  });
});

describe('CNPJ, numeric and alphanumeric', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '12.ABC.345/01DE-35', '12abc34501de35', '00.000.000/0001-91'])('accepts %s', (v) =>
    expect(isCnpj(v)).toBe(true),
  );
  it.each(['11.222.333/0001-82', '12.ABC.345/01DE-36', '1122233300018', '', 'AB.CDE.FGH/IJKL-MN'])('rejects %s', (v) => expect(isCnpj(v)).toBe(false));
});

describe('phones', () => {
  it.each(['(21) 98765-4321', '2133334444', '11 3333-4444'])('accepts %s', (v) => expect(isPhone(v)).toBe(true));
  it.each(['123', '(21) 8765-43210', '(01) 98765-4321', '(21) 18765-4321', ''])('rejects %s', (v) => expect(isPhone(v)).toBe(false));
  it('formats as typed', () => {
    expect(formatPhone('21987654321')).toBe('(21) 98765-4321');
    expect(formatPhone('2133334444')).toBe('(21) 3333-4444');
    expect(formatPhone('219')).toBe('(21) 9');
  });
});

describe('agency onboarding contract', () => {
  it('normalizes the CNPJ and phone it accepts', () => {
    const r = createAgencyRequest.parse({ name: ' A ', cnpj: '12.abc.345/01de-35', email: 'a@b.com', phone: '(21) 98765-4321', planId: 'basico' });
    expect(r).toEqual({ name: 'A', cnpj: '12ABC34501DE35', email: 'a@b.com', phone: '21987654321', planId: 'basico' });
  });
  it('gives a message per field', () => {
    const r = createAgencyRequest.safeParse({ name: '', cnpj: '11.222.333/0001-82', email: 'x', phone: '1', planId: '' });
    expect(messages(r)).toEqual({
      name: 'Nome da agência é obrigatório',
      cnpj: 'CNPJ inválido',
      email: 'Email inválido',
      phone: 'Telefone inválido',
      planId: 'Selecione um plano',
    });
  });
});
