import { describe, expect, it } from 'vitest';
import { todayBr } from '../../validators/date.ts';
import { saleIntentionCancelDefaults } from './defaults.ts';
import { saleIntentionCancelRequest } from './sale-intention-cancel.ts';
import { requiredMessages } from './samples.ts';
import { docs, firstMessages, wrong } from './test-support.ts';

const emails = { emailVendedor: 'vendedor@exemplo.com', emailComprador: 'comprador@exemplo.com' };
const parse = (overrides: Record<string, unknown>) => saleIntentionCancelRequest.safeParse({ ...saleIntentionCancelDefaults(), ...emails, ...overrides });

describe('Cancelamento de Intenção de Venda contract', () => {
  it('accepts the two e-mails and a free-text reason', () => {
    const r = parse({ motivoCancelamento: ' Comprador desistiu ', placa: docs.plate, renavam: docs.renavam });
    expect(r.data).toMatchObject({ ...emails, motivoCancelamento: 'Comprador desistiu', placa: docs.plateOut, renavam: docs.renavamOut });
  });

  it('marks both e-mails on the empty form, and nothing else', () => {
    expect(firstMessages(saleIntentionCancelRequest.safeParse(saleIntentionCancelDefaults()))).toEqual(requiredMessages['cancelamento-intencao-venda']);
  });

  it('checks documents when they are filled', () => {
    const r = parse({ cpfCnpjVendedor: wrong.cpfCnpj, placa: wrong.plate, renavam: wrong.renavam, cepComprador: wrong.cep, ufComprador: wrong.uf });
    expect(firstMessages(r)).toEqual({
      cpfCnpjVendedor: 'CPF/CNPJ inválido',
      placa: 'Placa inválida',
      renavam: 'RENAVAM inválido',
      cepComprador: 'CEP inválido',
      ufComprador: 'UF inválida',
    });
  });

  it("starts blank, in 'Rio de Janeiro', dated today", () => {
    const { local, data, ...blank } = saleIntentionCancelDefaults();
    expect({ local, data }).toEqual({ local: 'Rio de Janeiro', data: todayBr() });
    expect(Object.values(blank).every((v) => v === '')).toBe(true);
    expect(Object.keys(blank)).toContain('motivoCancelamento');
    expect(Object.keys(blank)).not.toContain('numeroSegurancaCRV');
    expect(Object.keys(saleIntentionCancelDefaults()).sort()).toEqual(Object.keys(saleIntentionCancelRequest.shape).sort());
  });
});
