import { describe, expect, it } from 'vitest';
import { nfseSettingsBody } from './contracts.ts';
import { nfseSettingsMessages as m } from './settings-messages.ts';
import { daysUntil, formatRateBp, isDpsSeries, isIbgeMunicipio } from './settings.ts';

const valid = {
  cnpj: '11.222.333/0001-81',
  inscricaoMunicipal: '1234567',
  municipioIbge: '3304557',
  regime: 'simples_nacional',
  cTribNac: '33.01.01',
  nbs: '',
  issRateBp: '5,00',
  series: '1',
};
const errorsOf = (body: Record<string, unknown>) => {
  const r = nfseSettingsBody.safeParse(body);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('IBGE município code', () => {
  it('accepts real codes by their check digit', () => {
    // Rio de Janeiro, Niterói, São Paulo, Brasília, Porto Alegre.
    for (const code of ['3304557', '3303302', '3550308', '5300108', '4314902']) expect(isIbgeMunicipio(code)).toBe(true);
  });
  it('refuses a wrong check digit, an unknown UF, a wrong length', () => {
    for (const code of ['3304558', '3304550', '9904557', '3404557', '330455', '33045570', '33o4557']) expect(isIbgeMunicipio(code)).toBe(false);
  });
  it('accepts the nine codes IBGE issued off the rule', () => {
    expect(isIbgeMunicipio('2201919')).toBe(true);
    expect(isIbgeMunicipio('5203962')).toBe(true);
  });
});

describe('fiscal settings contract', () => {
  it('normalizes what a person types', () => {
    const r = nfseSettingsBody.parse(valid);
    // Staff issuing left out: off (decision 075).
    expect(r).toEqual({ ...valid, cnpj: '11222333000181', cTribNac: '330101', issRateBp: 500, staffMayIssue: false });
    expect(nfseSettingsBody.parse({ ...valid, staffMayIssue: true }).staffMayIssue).toBe(true);
    expect(nfseSettingsBody.safeParse({ ...valid, staffMayIssue: 'true' }).success).toBe(false);
  });

  it('takes the alphanumeric CNPJ', () => {
    expect(nfseSettingsBody.parse({ ...valid, cnpj: '12.ABC.345/01DE-35' }).cnpj).toBe('12ABC34501DE35');
  });

  it('says what is wrong, field by field', () => {
    expect(
      errorsOf({
        ...valid,
        cnpj: '11.222.333/0001-82',
        municipioIbge: '3304558',
        regime: 'isento',
        cTribNac: '3301',
        nbs: '1.1506',
        issRateBp: '1,5',
        series: '000',
      }),
    ).toEqual({
      cnpj: expect.any(String),
      municipioIbge: m.municipioInvalid,
      regime: m.regimeRequired,
      cTribNac: m.cTribNacInvalid,
      nbs: m.nbsInvalid,
      issRateBp: m.issRateInvalid,
      series: m.seriesInvalid,
    });
    expect(errorsOf({ ...valid, municipioIbge: '', cTribNac: '' })).toEqual({ municipioIbge: m.municipioRequired, cTribNac: m.cTribNacRequired });
  });

  it('bounds the ISS rate by LC 116 and lets it be blank', () => {
    expect(nfseSettingsBody.parse({ ...valid, issRateBp: '2' }).issRateBp).toBe(200);
    expect(nfseSettingsBody.parse({ ...valid, issRateBp: 350 }).issRateBp).toBe(350);
    expect(nfseSettingsBody.parse({ ...valid, issRateBp: '' }).issRateBp).toBeNull();
    expect(nfseSettingsBody.parse({ ...valid, issRateBp: null }).issRateBp).toBeNull();
    expect(errorsOf({ ...valid, issRateBp: '5,01' })).toEqual({ issRateBp: m.issRateInvalid });
    expect(errorsOf({ ...valid, issRateBp: 199 })).toEqual({ issRateBp: m.issRateInvalid });
  });

  it('refuses oversized input before reading it', () => {
    expect(Object.keys(errorsOf({ ...valid, inscricaoMunicipal: '1'.repeat(21), nbs: '1'.repeat(40) }))).toEqual(['inscricaoMunicipal', 'nbs']);
  });
});

describe('helpers', () => {
  it('series, rate and days left', () => {
    expect([isDpsSeries('1'), isDpsSeries('00001'), isDpsSeries('0'), isDpsSeries('123456')]).toEqual([true, true, false, false]);
    expect(formatRateBp(250)).toBe('2,50');
    const now = new Date('2026-11-29T12:00:00Z');
    expect(daysUntil(new Date('2026-12-29T12:00:00Z'), now)).toBe(30);
    expect(daysUntil(new Date('2026-11-28T12:00:00Z'), now)).toBe(-1);
  });
});
