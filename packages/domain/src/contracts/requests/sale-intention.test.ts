import { afterEach, describe, expect, it, vi } from 'vitest';
import { saleIntentionDefaults } from './defaults.ts';
import { saleIntentionRequest } from './sale-intention.ts';
import { requiredMessages } from './samples.ts';
import { docs, firstMessages, wrong } from './test-support.ts';

const emails = { emailVendedor: 'vendedor@exemplo.com', emailComprador: 'comprador@exemplo.com' };
const parse = (overrides: Record<string, unknown>) => saleIntentionRequest.safeParse({ ...saleIntentionDefaults(), ...emails, ...overrides });

afterEach(() => vi.useRealTimers());

describe('Intenção de Venda contract', () => {
  it('needs only the two e-mails; the rest is free text', () => {
    const r = parse({ nomeRazaoSocialVendedor: ' Maria ', numeroSegurancaCRV: '12345678901', valorVenda: '' });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ ...emails, nomeRazaoSocialVendedor: 'Maria', numeroSegurancaCRV: '12345678901', valorVenda: null, local: 'Rio de Janeiro' });
  });

  it("marks both e-mails '(obrigatório)' on the empty form, and nothing else", () => {
    expect(firstMessages(saleIntentionRequest.safeParse(saleIntentionDefaults()))).toEqual(requiredMessages['intencao-venda']);
    expect(firstMessages(parse({ emailVendedor: wrong.email, emailComprador: wrong.email }))).toEqual({
      emailVendedor: 'Email inválido',
      emailComprador: 'Email inválido',
    });
  });

  it('normalizes documents typed in the free fields', () => {
    const r = parse({
      cpfCnpjVendedor: docs.cpf,
      cpfCnpjComprador: docs.cnpj,
      placa: docs.plate,
      renavam: docs.renavam,
      cepComprador: docs.cep,
      ufComprador: 'sp',
      telefoneVendedor: docs.phone,
      valorVenda: '42.000,50',
    });
    expect(r.data).toMatchObject({
      cpfCnpjVendedor: docs.cpfOut,
      cpfCnpjComprador: docs.cnpjOut,
      placa: docs.plateOut,
      renavam: docs.renavamOut,
      cepComprador: docs.cepOut,
      ufComprador: 'SP',
      telefoneVendedor: docs.phoneOut,
      valorVenda: 4200050,
    });
  });

  it('checks documents when they are filled', () => {
    const r = parse({
      cpfCnpjVendedor: wrong.cpfCnpj,
      cnhVendedor: wrong.cnh,
      celularVendedor: wrong.phone,
      placa: wrong.plate,
      renavam: wrong.renavam,
      cpfCnpjComprador: wrong.cpfCnpj,
      cepComprador: wrong.cep,
      ufComprador: wrong.uf,
      valorVenda: 'mil reais',
      data: wrong.date,
    });
    expect(firstMessages(r)).toEqual({
      cpfCnpjVendedor: 'CPF/CNPJ inválido',
      cnhVendedor: 'CNH deve ter 11 dígitos',
      celularVendedor: 'Telefone inválido',
      placa: 'Placa inválida',
      renavam: 'RENAVAM inválido',
      cpfCnpjComprador: 'CPF/CNPJ inválido',
      cepComprador: 'CEP inválido',
      ufComprador: 'UF inválida',
      valorVenda: 'Valor inválido',
      data: 'Data inválida (use dd/mm/aaaa)',
    });
  });

  it("starts blank, in 'Rio de Janeiro', dated today in São Paulo", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T02:00:00Z')); // still the 9th in São Paulo (UTC−3)
    const defaults = saleIntentionDefaults();
    const { local, data, ...blank } = defaults;
    expect({ local, data }).toEqual({ local: 'Rio de Janeiro', data: '09/03/2026' });
    expect(Object.values(blank).every((v) => v === '')).toBe(true);
    expect(Object.keys(defaults)).toEqual([
      'nomeRazaoSocialVendedor',
      'nomeSocialVendedor',
      'documentoVendedor',
      'orgaoExpedidor',
      'cpfCnpjVendedor',
      'cnhVendedor',
      'telefoneVendedor',
      'celularVendedor',
      'emailVendedor',
      'placa',
      'renavam',
      'valorVenda',
      'numeroSegurancaCRV',
      'nomeRazaoSocialComprador',
      'nomeSocialComprador',
      'documentoComprador',
      'cpfCnpjComprador',
      'enderecoComprador',
      'numeroComprador',
      'complementoComprador',
      'cepComprador',
      'ufComprador',
      'cidadeComprador',
      'bairroComprador',
      'telefoneComprador',
      'celularComprador',
      'emailComprador',
      'local',
      'data',
    ]);
    expect(Object.keys(defaults).sort()).toEqual(Object.keys(saleIntentionRequest.shape).sort());
  });
});
