import { describe, expect, it } from 'vitest';
import { DUDA_MISSING, dudaBlock, dudaCodeText, dudaLine, dudaLines } from './duda.ts';

describe('DUDA codes on a document', () => {
  it('prints a verified code as fact and an unverified one "(a confirmar)"', () => {
    expect(dudaCodeText({ code: '003-5', verified: true })).toBe('003-5');
    expect(dudaCodeText({ code: '002-7', verified: false })).toBe('002-7 (a confirmar)');
  });

  it('writes "DUDA code — description", the code alone without one', () => {
    expect(dudaLine({ code: '014-0', description: 'Troca/mudança de município', verified: true })).toBe('DUDA 014-0 — Troca/mudança de município');
    expect(dudaLine({ code: '037-0', description: 'Placas (automóvel)', verified: false })).toBe('DUDA 037-0 (a confirmar) — Placas (automóvel)');
    expect(dudaLine({ code: '016-7', description: '  ', verified: true })).toBe('DUDA 016-7');
  });

  it('says "a confirmar no catálogo" for a type paid by DUDA without a code, and nothing for one that is not', () => {
    expect(dudaLines({ codes: [], paidByDuda: true })).toEqual([DUDA_MISSING]);
    expect(DUDA_MISSING).toBe('DUDA: a confirmar no catálogo');
    expect(dudaLines({ codes: [], paidByDuda: false })).toEqual([]);
    expect(dudaLines(null)).toEqual([]);
    expect(dudaBlock({ codes: [], paidByDuda: false })).toEqual([]);
    // A code the admin entered prints even where the catalog lists no DUDA document.
    expect(dudaLines({ codes: [{ code: '020-5', description: '', verified: false }], paidByDuda: false })).toEqual(['DUDA 020-5 (a confirmar)']);
  });
});
