import { describe, expect, it } from 'vitest';
import { checkDpsInput, DpsInputError } from '@despacha/domain/nfse/dps';
import { dpsMessages as m } from '@despacha/domain/nfse/dps-messages';
import { buildCancelEvent, CancelEventError } from './dps-cancel-event.ts';
import { brasiliaDateTime, buildDps, dpsXml } from './dps-xml.ts';
import { sampleDpsInput } from './dps-sample.ts';
import { validateXsd } from './xsd.ts';

const BEFORE_RTC = new Date('2025-12-10T15:00:00Z');

describe('buildDps', () => {
  it('builds a DPS the official XSD 1.01 accepts, with the honorários as the only value', async () => {
    const dps = await buildDps(sampleDpsInput());
    expect(dps.layout).toBe('1.01');
    expect(dps.id).toBe('DPS330455721122233300018100001000000000000042');
    expect(await validateXsd(dps.xml, 'DPS', '1.01')).toEqual({ valid: true });
    expect(dps.xml).toContain('<DPS xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.01"><infDPS Id="DPS330455721122233300018100001000000000000042">');
    expect(dps.xml).toContain('<dhEmi>2026-11-29T12:00:00-03:00</dhEmi>');
    expect(dps.xml).toContain('<vServPrest><vServ>150.00</vServ></vServPrest>');
    expect(dps.xml).toContain('<regTrib><opSimpNac>3</opSimpNac><regApTribSN>1</regApTribSN><regEspTrib>0</regEspTrib></regTrib>');
    expect(dps.xml).toContain('<toma><CPF>52998224725</CPF><xNome>Maria &amp; Filhos &lt;Ltda&gt;</xNome>');
    expect(dps.xml.match(/<vServ>/g)).toHaveLength(1);
  });

  it('builds the 1.00 layout before the switch date, the ISS rate in each layout’s place', async () => {
    const old = await buildDps(
      sampleDpsInput({ issuedAt: BEFORE_RTC, issRateBp: 500, provider: { cnpj: '11222333000181', municipalityCode: '3304557', regime: 'mei' } }),
    );
    expect(old.layout).toBe('1.00');
    expect(await validateXsd(old.xml, 'DPS', '1.00')).toEqual({ valid: true });
    expect(old.xml).toContain('<tribISSQN>1</tribISSQN><pAliq>5.00</pAliq><tpRetISSQN>1</tpRetISSQN>');
    expect(old.xml).toContain('<prest><CNPJ>11222333000181</CNPJ><regTrib><opSimpNac>2</opSimpNac><regEspTrib>0</regEspTrib>');
    const current = await buildDps(sampleDpsInput({ issRateBp: 250, customer: { document: '11222333000181', name: 'Auto Peças SA' } }));
    expect(await validateXsd(current.xml, 'DPS', '1.01')).toEqual({ valid: true });
    expect(current.xml).toContain('<tpRetISSQN>1</tpRetISSQN><pAliq>2.50</pAliq>');
    expect(current.xml).toContain('<toma><CNPJ>11222333000181</CNPJ><xNome>Auto Peças SA</xNome></toma>');
  });

  it('refuses a customer without CPF/CNPJ and a zero honorário before building anything', async () => {
    const noDocument = buildDps(sampleDpsInput({ customer: { document: null, name: 'Maria' }, feesCents: 0 }));
    await expect(noDocument).rejects.toBeInstanceOf(DpsInputError);
    await expect(noDocument).rejects.toMatchObject({ problems: [m.customerDocumentRequired, m.feesZero] });
  });

  it('a substitute carries TCSubstituicao after cLocEmi, in both layouts; a bad reason or description is refused (decision 082)', async () => {
    const substitutes = { accessKey: '3'.repeat(50), reason: '99', description: '  Honorários lançados com valor errado ' };
    for (const issuedAt of [BEFORE_RTC, new Date('2026-11-29T15:00:00Z')]) {
      const dps = await buildDps(sampleDpsInput({ issuedAt, substitutes }));
      expect(await validateXsd(dps.xml, 'DPS', dps.layout)).toEqual({ valid: true });
      expect(dps.xml).toContain(
        `<cLocEmi>3304557</cLocEmi><subst><chSubstda>${'3'.repeat(50)}</chSubstda><cMotivo>99</cMotivo><xMotivo>Honorários lançados com valor errado</xMotivo></subst><prest>`,
      );
    }
    const bad = buildDps(sampleDpsInput({ substitutes: { accessKey: '123', reason: '9', description: 'curta' } }));
    await expect(bad).rejects.toMatchObject({ problems: [m.substitutedKeyInvalid, m.substitutionReasonInvalid, m.substitutionDescriptionInvalid] });
    // The schema itself refuses a reason outside TSCodJustSubst.
    const xml = dpsXml(checkDpsInput(sampleDpsInput({ substitutes })));
    expect((await validateXsd(xml.replace('<cMotivo>99</cMotivo>', '<cMotivo>06</cMotivo>'), 'DPS', '1.01')).valid).toBe(false);
  });

  it('the schema refuses what the domain would not build: a wrong id, a missing value, a broken number', async () => {
    const xml = dpsXml(checkDpsInput(sampleDpsInput()));
    const tampered = [
      xml.replace(/Id="DPS\d+"/, 'Id="DPS123"'),
      xml.replace(/<vServPrest>.*<\/vServPrest>/, ''),
      xml.replace('<vServ>150.00</vServ>', '<vServ>150,00</vServ>'),
      xml.replace('<tpAmb>2</tpAmb>', '<tpAmb>3</tpAmb>'),
    ];
    for (const doc of tampered) expect((await validateXsd(doc, 'DPS', '1.01')).valid).toBe(false);
  });
});

describe('brasiliaDateTime', () => {
  it('writes the instant at -03:00 without milliseconds (TSDateTimeUTC)', () => {
    expect(brasiliaDateTime(new Date('2026-01-01T02:30:15.999Z'))).toBe('2025-12-31T23:30:15-03:00');
  });
});

describe('buildCancelEvent', () => {
  const event = { environment: 'homologacao', at: new Date('2026-11-29T15:00:00Z'), appVersion: 'Despacha 1.0', cnpj: '11222333000181', reason: '1' } as const;
  const accessKey = '33045572211222333000181000000000000126111234567890';

  it('builds a pedRegEvento e101101 the XSD accepts, in both layouts', async () => {
    const current = await buildCancelEvent({ ...event, accessKey, description: 'Valor dos honorários digitado errado' });
    expect(current.id).toBe(`PRE${accessKey}101101`);
    expect(await validateXsd(current.xml, 'pedRegEvento', '1.01')).toEqual({ valid: true });
    const old = await buildCancelEvent({ ...event, at: BEFORE_RTC, accessKey, description: 'Valor dos honorários digitado errado' });
    expect(old.layout).toBe('1.00');
  });

  it('refuses a short reason and a bad key', async () => {
    await expect(buildCancelEvent({ ...event, accessKey: '123', description: 'curto' })).rejects.toBeInstanceOf(CancelEventError);
  });
});
