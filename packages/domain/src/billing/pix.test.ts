import { describe, expect, it } from 'vitest';
import { crc16, hasValidCrc, pixBrCode, pixText } from './pix.ts';

// The published static example of the Banco Central's "Manual de Padrões para Iniciação do Pix"
// (Anexo I, BR Code example with a random key, no amount, txid "***"), as quoted e.g. at
// https://www.bcb.gov.br/content/estabilidadefinanceira/forumpireunioes/AnexoI-PadroesParaIniciacaodoPix.pdf
const MANUAL_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
// A phone-key example with R$ 10,00 and upper-case GUI, as public PIX test suites quote it from the
// Bacen (CRC EFA2); only its CRC is checked here, as its GUI spelling is not the one we emit.
const MANUAL_PHONE_AMOUNT = '00020126360014BR.GOV.BCB.PIX0114+5561988888888520400005303986540510.005802BR5913FULANO DE TAL6008BRASILIA62070503***6304EFA2';

describe('crc16 (CCITT-FALSE)', () => {
  it('gives the algorithm check value for "123456789"', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('reproduces the CRC of the published examples', () => {
    for (const code of [MANUAL_STATIC, MANUAL_PHONE_AMOUNT]) {
      expect(crc16(code.slice(0, -4))).toBe(code.slice(-4));
      expect(hasValidCrc(code)).toBe(true);
    }
  });

  it('rejects a code with one character changed', () => {
    expect(hasValidCrc(MANUAL_STATIC.replace('Fulano', 'Fulana'))).toBe(false);
  });
});

describe('pixBrCode', () => {
  it('builds the manual example byte for byte', () => {
    expect(pixBrCode({ key: '123e4567-e12b-12d1-a456-426655440000', merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' })).toBe(MANUAL_STATIC);
  });

  it('carries amount, invoice txid and description in their fields', () => {
    const code = pixBrCode({
      key: 'financeiro@despacha.com.br',
      merchantName: 'Despacha Tecnologia',
      merchantCity: 'Rio de Janeiro',
      amountCents: 29990,
      description: 'Fatura 42',
      txid: '42',
    });
    expect(code).toContain('0014br.gov.bcb.pix0126financeiro@despacha.com.br0209Fatura 42');
    expect(code).toMatch(/^00020126\d\d/);
    expect(code).toContain('5204000053039865406299.905802BR');
    expect(code).toContain('5919Despacha Tecnologia6014Rio de Janeiro');
    expect(code).toContain('62060502426304');
    expect(hasValidCrc(code)).toBe(true);
  });

  it('drops accents, cuts name to 25 and city to 15 characters', () => {
    expect(pixText('José Conceição São Paulo', 99)).toBe('Jose Conceicao Sao Paulo');
    const code = pixBrCode({ key: '+5521987654321', merchantName: 'Despachante Ação Rápida Ltda ME', merchantCity: 'São José dos Campos', txid: 'X' });
    expect(code).toContain('5925Despachante Acao Rapida L');
    expect(code).toContain('6015Sao Jose dos Ca');
  });

  it('leaves the description out when the key takes the room', () => {
    const key = `${'a'.repeat(64)}@ex.com.br`;
    const code = pixBrCode({ key, merchantName: 'A', merchantCity: 'B', description: 'Fatura 1' });
    expect(code).toContain(`0174${key}5204`);
    expect(hasValidCrc(code)).toBe(true);
  });

  it('refuses a zero or fractional amount', () => {
    expect(() => pixBrCode({ key: 'k', merchantName: 'A', merchantCity: 'B', amountCents: 0 })).toThrow(RangeError);
    expect(() => pixBrCode({ key: 'k', merchantName: 'A', merchantCity: 'B', amountCents: 1.5 })).toThrow(RangeError);
  });
});
