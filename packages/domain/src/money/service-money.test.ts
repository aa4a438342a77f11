import { describe, expect, it } from 'vitest';
import { balanceLine } from './messages.ts';
import { receiptLines } from './receipt-lines.ts';
import { serviceMoney, sumServiceMoney } from './service-money.ts';
import { amountText, feeText } from './fee-display.ts';

const service = (valor: number, honorarios: number, duvidas: number, extras: number, valorPago: number) => ({ valor, honorarios, duvidas, extras, valorPago });

describe('serviceMoney', () => {
  it('keeps DETRAN fees and the vehicle debts out of the agency fees', () => {
    const m = serviceMoney(service(18324, 25000, 95050, 3000, 0));
    expect(m).toMatchObject({ passThroughs: 113374, agencyFees: 28000, total: 141374, balance: 141374, credit: 0, agencyReceived: 0 });
  });

  it('an overpayment is a credit, never a negative balance', () => {
    // The receipt: R$ 844,96 paid beyond the total.
    const m = serviceMoney(service(10000, 20000, 0, 0, 114496));
    expect(m.balance).toBe(0);
    expect(m.credit).toBe(84496);
    expect(m.agencyReceived).toBe(20000);
    expect(m.passThroughsReceived).toBe(10000);
    expect(balanceLine(m)).toEqual({ label: 'Crédito do cliente', cents: 84496 });
  });

  it('a partial payment settles the pass-throughs first', () => {
    expect(serviceMoney(service(10000, 20000, 5000, 0, 12000))).toMatchObject({ passThroughsReceived: 12000, agencyReceived: 0, balance: 23000 });
    expect(serviceMoney(service(10000, 20000, 5000, 0, 20000))).toMatchObject({ passThroughsReceived: 15000, agencyReceived: 5000, balance: 15000 });
    expect(balanceLine(serviceMoney(service(10000, 0, 0, 0, 4000)))).toEqual({ label: 'Saldo a pagar', cents: 6000 });
  });

  it('paid in full: no balance, no credit', () => {
    expect(serviceMoney(service(1, 2, 3, 4, 10))).toMatchObject({ total: 10, balance: 0, credit: 0, agencyReceived: 6, passThroughsReceived: 4 });
  });

  it('sums many services', () => {
    const sum = sumServiceMoney([service(10000, 20000, 0, 0, 30000), service(0, 5000, 7000, 0, 15000)]);
    expect(sum).toEqual({ feesToConfirm: 0, total: 42000, paid: 45000, agencyReceived: 25000, passThroughsReceived: 17000, credit: 3000, balance: 0 });
  });
});

describe('receiptLines', () => {
  const labelled = (lines: ReturnType<typeof receiptLines>) => Object.fromEntries(lines.map((l) => [l.label, l.cents]));

  it('groups the pass-throughs apart from the agency fees and shows a credit as a credit', () => {
    const lines = labelled(receiptLines(service(10000, 20000, 5000, 1000, 120000)));
    expect(lines['Repasses (DETRAN e débitos)']).toBe(15000);
    expect(lines['Subtotal do despachante']).toBe(21000);
    expect(lines['Total do serviço']).toBe(36000);
    expect(lines['Crédito do cliente']).toBe(84000);
    expect(lines).not.toHaveProperty('Saldo a pagar');
  });

  it('a balance still owed, and a blank table for a receipt filled by hand', () => {
    expect(labelled(receiptLines(service(10000, 20000, 0, 0, 5000)))['Saldo a pagar']).toBe(25000);
    const blank = receiptLines(undefined);
    expect(blank.every((l) => l.cents === undefined)).toBe(true);
    expect(blank.at(-1)!.label).toBe('Saldo a pagar');
  });
});

// Decision 078: a DETRAN fee "a confirmar" (null) adds nothing, and every total that leaves it out says so.
describe('a DETRAN fee "a confirmar"', () => {
  const unknownFee = (honorarios: number, duvidas: number, valorPago: number) => ({ valor: null, honorarios, duvidas, extras: 0, valorPago });

  it('sums the known part and flags it; what is paid beyond it is held for the fee, not a credit', () => {
    expect(serviceMoney(unknownFee(30000, 5000, 10000))).toMatchObject({ feeUnknown: true, total: 35000, balance: 25000, credit: 0, passThroughs: 5000 });
    expect(serviceMoney(unknownFee(30000, 0, 50000))).toMatchObject({ total: 30000, balance: 0, credit: 0 });
    expect(serviceMoney(service(0, 30000, 0, 0, 50000))).toMatchObject({ feeUnknown: false, credit: 20000 });
    expect(sumServiceMoney([unknownFee(30000, 0, 0), service(10000, 20000, 0, 0, 0)])).toMatchObject({ total: 60000, feesToConfirm: 1 });
  });

  it('prints "a confirmar" for the fee and "+ taxa DETRAN a confirmar" after the totals, never R$ 0,00 for it', () => {
    const lines = Object.fromEntries(receiptLines(unknownFee(30000, 0, 10000)).map((l) => [l.label, l.text]));
    expect(lines['Taxas do DETRAN (repasse)']).toBe('a confirmar');
    expect(lines['Repasses (DETRAN e débitos)']).toBe('R$ 0,00 + taxa DETRAN a confirmar');
    expect(lines['Subtotal do despachante']).toBe('R$ 300,00');
    expect(lines['Total do serviço']).toBe('R$ 300,00 + taxa DETRAN a confirmar');
    expect(lines['Valor pago']).toBe('R$ 100,00');
    expect(lines['Saldo a pagar']).toBe('R$ 200,00 + taxa DETRAN a confirmar');
    // A fee of 0 is an exemption: printed as such, and the totals are complete.
    const exempt = Object.fromEntries(receiptLines(service(0, 30000, 0, 0, 0)).map((l) => [l.label, l.text]));
    expect(exempt['Taxas do DETRAN (repasse)']).toBe('R$ 0,00');
    expect(exempt['Total do serviço']).toBe('R$ 300,00');
    expect(feeText(null)).toBe('a confirmar');
    expect(amountText(12345, false)).toBe('R$ 123,45');
  });
});
