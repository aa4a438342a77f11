import { describe, expect, it } from 'vitest';
import { expenseKindLabel, expenseKindValues, ledgerMethodLabel, ledgerPaymentMethodValues } from './options.ts';

describe('ledger options', () => {
  it('offers the five methods, never the migrated one', () => {
    expect(ledgerPaymentMethodValues).toEqual(['pix', 'dinheiro', 'cartao', 'boleto', 'transferencia']);
    expect(ledgerMethodLabel('cartao')).toBe('Cartão');
    expect(ledgerMethodLabel('nao_informado')).toBe('Não informado');
  });
  it('labels the expense kinds', () => {
    expect(expenseKindValues).toEqual(['taxa_detran', 'cartorio', 'ipva_multas', 'placas', 'outro']);
    expect(expenseKindLabel('taxa_detran')).toBe('Taxas DETRAN / DUDA');
    expect(expenseKindLabel('ipva_multas')).toBe('IPVA e multas');
  });
});
