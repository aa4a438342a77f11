import { describe, expect, it } from 'vitest';
import { createClientRequest, createUserRequest, fieldOptionRequest, isCompleteFieldOption, subscriptionChangeRequest } from './admin.ts';
import { firstMessages as messages } from './requests/test-support.ts';

describe('subscription change (spec §5)', () => {
  it("needs a new plan or a new status: 'Selecione pelo menos um novo plano ou status.'", () => {
    expect(messages(subscriptionChangeRequest.safeParse({}))).toEqual({ newPlanId: 'Selecione pelo menos um novo plano ou status.' });
    expect(messages(subscriptionChangeRequest.safeParse({ newPlanId: '', newStatus: '', reason: 'x' }))).toEqual({
      newPlanId: 'Selecione pelo menos um novo plano ou status.',
    });
  });
  it('accepts either one, reason optional', () => {
    expect(subscriptionChangeRequest.parse({ newPlanId: 'avancado' })).toEqual({ newPlanId: 'avancado', newStatus: '', reason: '' });
    expect(subscriptionChangeRequest.parse({ newStatus: 'suspended', reason: ' atraso ' })).toEqual({
      newPlanId: '',
      newStatus: 'suspended',
      reason: 'atraso',
    });
  });
  it('rejects an unknown status', () => expect(subscriptionChangeRequest.safeParse({ newStatus: 'zumbi' }).success).toBe(false));
});

describe('new client (spec §5)', () => {
  it('name, e-mail and plan are required with the spec message', () => {
    expect(messages(createClientRequest.safeParse({ name: '', email: '', planId: '' }))).toEqual({
      name: 'Preencha todos os campos obrigatórios: Nome, Email e Plano.',
      email: 'Preencha todos os campos obrigatórios: Nome, Email e Plano.',
      planId: 'Preencha todos os campos obrigatórios: Nome, Email e Plano.',
    });
  });
  it("a malformed e-mail: 'Por favor, insira um email válido.'", () => {
    expect(messages(createClientRequest.safeParse({ name: 'A', email: 'a@b', planId: 'basico' }))).toEqual({ email: 'Por favor, insira um email válido.' });
  });
  it("defaults: status active, trial left to the platform's trialPeriodDays, no extra users; CNPJ validated when given", () => {
    const ok = createClientRequest.parse({ name: 'A', email: 'a@b.com', planId: 'basico', cnpj: '' });
    expect(ok).toMatchObject({ status: 'active', additionalUsers: 0, cnpj: undefined });
    expect(ok.trialPeriod).toBeUndefined();
    expect(createClientRequest.parse({ name: 'A', email: 'a@b.com', planId: 'basico', trialPeriod: '' }).trialPeriod).toBeUndefined();
    expect(createClientRequest.parse({ name: 'A', email: 'a@b.com', planId: 'basico', trialPeriod: 14 }).trialPeriod).toBe(14);
    expect(messages(createClientRequest.safeParse({ name: 'A', email: 'a@b.com', planId: 'basico', cnpj: '11.222.333/0001-80' }))).toEqual({
      cnpj: 'CNPJ inválido',
    });
    expect(createClientRequest.parse({ name: 'A', email: 'a@b.com', planId: 'basico', cnpj: '12.ABC.345/01DE-35' }).cnpj).toBe('12ABC34501DE35');
  });
});

describe('new user (spec §5)', () => {
  it('requires name, e-mail, role and client', () => {
    expect(messages(createUserRequest.safeParse({ name: '', email: '', role: '', clientId: '', temporaryPassword: 'abcd1234' }))).toEqual({
      name: 'Preencha todos os campos obrigatórios antes de salvar.',
      email: 'Preencha todos os campos obrigatórios antes de salvar.',
      role: 'Preencha todos os campos obrigatórios antes de salvar.',
      clientId: 'Preencha todos os campos obrigatórios antes de salvar.',
    });
    expect(messages(createUserRequest.safeParse({ name: 'A', email: 'a@b.com', role: 'user', clientId: '', temporaryPassword: 'abcd1234' }))).toEqual({
      clientId: 'Preencha todos os campos obrigatórios antes de salvar.',
    });
  });
  it('needs the generated temporary password: 8 letters and digits', () => {
    const base = { name: 'A', email: 'a@b.com', role: 'dispatcher', clientId: 'x' };
    expect(messages(createUserRequest.safeParse({ ...base, temporaryPassword: '' }))).toEqual({
      temporaryPassword: 'Gere uma senha temporária para o usuário.',
    });
    expect(createUserRequest.safeParse({ ...base, temporaryPassword: 'abcdefgh' }).success).toBe(false);
    expect(createUserRequest.safeParse({ ...base, temporaryPassword: 'abc12345' }).success).toBe(true);
    expect(createUserRequest.safeParse({ ...base, role: 'admin', clientId: '', temporaryPassword: 'abc12345' }).success).toBe(true);
  });
});

describe('field option (spec §5)', () => {
  it('is complete only with field, value and label', () => {
    expect(isCompleteFieldOption({ fieldName: 'color', optionValue: 'rosa', optionLabel: 'Rosa' })).toBe(true);
    expect(isCompleteFieldOption({ fieldName: 'color', optionValue: 'rosa', optionLabel: ' ' })).toBe(false);
  });
  it('parses the order as an integer, 0 by default', () => {
    expect(fieldOptionRequest.parse({ fieldName: 'color', optionValue: 'rosa', optionLabel: 'Rosa', displayOrder: '7' }).displayOrder).toBe(7);
    expect(fieldOptionRequest.parse({ fieldName: 'color', optionValue: 'rosa', optionLabel: 'Rosa', displayOrder: '' }).displayOrder).toBe(0);
    expect(fieldOptionRequest.parse({ fieldName: 'color', optionValue: 'rosa', optionLabel: 'Rosa', displayOrder: 'abc' }).displayOrder).toBe(0);
    expect(fieldOptionRequest.safeParse({ fieldName: 'sabor', optionValue: 'x', optionLabel: 'X' }).success).toBe(false);
  });
});
