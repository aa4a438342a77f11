import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { danfseConsultationUrl, danfseLabels as L, groupedAccessKey } from '@despacha/domain/nfse/danfse';
import { todayBr } from '@despacha/domain/validators/date';
import { auditEvents, nfseDocuments } from '../../db/schema/index.ts';
import { pdfPageCount, pdfText } from '../../testing/pdf-text.ts';
import { registration } from '../../testing/registry-factory.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { danfseContent, danfseDateTime } from './danfse-pdf.ts';
import { readDanfse } from './danfse-read.ts';
import {
  AGENCY_A_CNPJ,
  bareServices,
  configureNfse,
  pfxOf,
  PFX_PASSWORD,
  startSefinWorld,
  storedNfse,
  twoAgencies,
  type SefinWorld,
} from './issue-test-world.ts';

// The DANFSe (decision 080) through app.inject: a note the fake Sefin authorised, printed from the
// XML it returned; every value the PDF shows is looked up in that XML here, by the test's own regex.

let t: TestApp;
let sefin: SefinWorld;
let ana: string;
let bia: string;
let agencyA: string;
let issued: { id: string; accessKey: string; serviceId: string; xml: string };
let holder: { vehicleId: string; ownerId: string };

const danfse = (cookie: string, id: string) => t.request({ url: `/api/nfse/${id}/danfse.pdf`, cookie });
/** The text of the first `name` element inside `parent` (or anywhere), as the XML holds it. */
const inXml = (xml: string, name: string, parent?: string) => {
  const scope = parent ? (new RegExp(`<${parent}\\b[^>]*>([\\s\\S]*?)</${parent}>`).exec(xml)?.[1] ?? '') : xml;
  return new RegExp(`<${name}>([^<]*)</${name}>`).exec(scope)?.[1] ?? null;
};

beforeAll(async () => {
  sefin = await startSefinWorld();
  t = await createTestApp({ nfseGateway: sefin.factory });
  ({ ana, bia, agencyA } = await twoAgencies(t, '11.444.777/0001-61'));
  await configureNfse(t, ana, { cnpj: AGENCY_A_CNPJ, pfx: pfxOf(sefin.pki.client), password: PFX_PASSWORD });
  const saved = (
    await t.request({ method: 'POST', url: '/api/registrations', cookie: ana, body: registration({ service: { honorarios: '300,00', valor: '250,00' } }) })
  ).json();
  const res = await t.request({
    method: 'POST',
    url: `/api/services/${saved.service.id}/nfse`,
    cookie: ana,
    body: { description: 'Honorários de despachante: transferência', competence: todayBr() },
  });
  if (res.statusCode !== 201) throw new Error(`issue ${res.statusCode} ${res.body}`);
  const doc = res.json().document;
  const [row] = await t.db.select().from(nfseDocuments).where(eq(nfseDocuments.id, doc.id));
  issued = { id: doc.id, accessKey: doc.accessKey, serviceId: saved.service.id, xml: row!.nfseXml! };
  holder = { vehicleId: saved.vehicle.id, ownerId: saved.owner.id };
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sefin?.stop();
});

describe('DANFSe', () => {
  it('prints the blocks of the authorised NFS-e from its XML, with the consultation URL of its chave; audited', async () => {
    const res = await danfse(ana, issued.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const number = inXml(issued.xml, 'nNFSe')!;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="danfse-${number}.pdf"`);
    // One A4 page, as the national model.
    expect(pdfPageCount(res.rawPayload)).toBe(1);
    const text = pdfText(res.rawPayload);
    const x = issued.xml;
    expect(x).toContain(`Id="NFS${issued.accessKey}"`);
    // Identification: chave, número, data/hora of the NFS-e and of the DPS, competência, situação.
    expect(text).toContain(groupedAccessKey(issued.accessKey));
    expect(text).toContain(`${L.number}${number}`);
    const dhProc = inXml(x, 'dhProc')!;
    expect(text).toContain(`${dhProc.slice(8, 10)}/${dhProc.slice(5, 7)}/${dhProc.slice(0, 4)} ${dhProc.slice(11, 19)}`);
    const dCompet = inXml(x, 'dCompet')!;
    expect(text).toContain(`${L.competence}${dCompet.slice(8, 10)}/${dCompet.slice(5, 7)}/${dCompet.slice(0, 4)}`);
    expect(text).toContain(`${inXml(x, 'nDPS')} / ${inXml(x, 'serie')}`);
    expect(text).toContain(L.situations.autorizada);
    expect(text).toContain(L.notValidInTest);
    // Prestador from the Sefin's emit; tomador from the DPS; CNPJ/CPF in the shared display.
    expect(text).toContain(`${L.document}11.222.333/0001-81`);
    expect(text).toContain(inXml(x, 'xNome', 'emit')!);
    expect(text).toContain(`${L.municipalRegistration}${inXml(x, 'IM', 'prest')}`);
    expect(text).toContain('529.982.247-25');
    expect(text).toContain(inXml(x, 'xNome', 'toma')!);
    // Serviço and values: the honorários alone, 5% of ISS on them.
    expect(inXml(x, 'vServ')).toBe('300.00');
    expect(text).toContain(`${L.taxCode}${inXml(x, 'cTribNac')}`);
    expect(text).toContain('Honorários de despachante: transferência');
    expect(text).toContain(`${L.serviceValue}R$ 300,00`);
    expect(text).toContain(`${L.issRate}5,00%`);
    expect(text).toContain(`${L.issValue}R$ 15,00`);
    expect(text).toContain(`${L.netValue}R$ 300,00`);
    // The QR's address printed under it (homologação: the produção restrita's portal).
    expect(text.replace(/\s/g, '')).toContain(`https://www.producaorestrita.nfse.gov.br/ConsultaPublica/?tpc=1&chave=${issued.accessKey}`);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'nfse'), eq(auditEvents.entityId, issued.id), eq(auditEvents.action, 'exported')));
    expect(events.map((e) => e.summary)).toEqual([`Baixou o DANFSe da NFS-e nº ${number}`]);
  });

  it('the service’s receipt names its authorised NFS-e, from the service and from the forms library', async () => {
    // pdfText reads WinAnsi as latin1: the line's dash is not compared, its two halves are.
    const [named, key] = L.receiptLine(inXml(issued.xml, 'nNFSe')!, issued.accessKey).split(' — ');
    expect(key).toBe(`chave de acesso ${groupedAccessKey(issued.accessKey)}.`);
    for (const url of [`/api/services/${issued.serviceId}/receipt.pdf`, `/api/library/recibo.pdf?serviceId=${issued.serviceId}`]) {
      const res = await t.request({ url, cookie: ana });
      expect(res.statusCode).toBe(200);
      expect(pdfText(res.rawPayload)).toContain(named);
      expect(pdfText(res.rawPayload)).toContain(key);
    }
  });

  it('the QR code encodes the consultation URL of the chave, per environment', () => {
    const facts = readDanfse(issued.xml);
    const content = danfseContent(facts, {
      status: 'autorizada',
      environment: 'homologacao',
      accessKey: null,
      nfseNumber: null,
      cancelledAt: null,
      cancelJustification: null,
    });
    const qrs = JSON.stringify(content).match(/"qr":"([^"]+)"/g);
    expect(qrs).toEqual([`"qr":"https://www.producaorestrita.nfse.gov.br/ConsultaPublica/?tpc=1&chave=${issued.accessKey}"`]);
    expect(danfseConsultationUrl(issued.accessKey, 'producao')).toBe(`https://www.nfse.gov.br/ConsultaPublica/?tpc=1&chave=${issued.accessKey}`);
    // Not a chave of 50 digits: no QR, the address is said to be "a confirmar".
    expect(danfseConsultationUrl('123', 'producao')).toBeNull();
    const without = danfseContent(
      { ...facts, accessKey: null },
      { status: 'autorizada', environment: 'producao', accessKey: null, nfseNumber: null, cancelledAt: null, cancelJustification: null },
    );
    expect(JSON.stringify(without)).not.toContain('"qr"');
    expect(JSON.stringify(without)).toContain(L.qrToConfirm);
    expect(danfseDateTime('2026-01-10T12:34:56-03:00')).toBe('10/01/2026 12:34:56');
    expect(danfseDateTime('2026-01-10T12:34:56Z')).toBe('10/01/2026 12:34:56 (UTC)');
  });

  it('reads a minimal XML without inventing what it lacks', () => {
    const facts = readDanfse('<NFSe><nNFSe>7</nNFSe></NFSe>');
    expect(facts).toMatchObject({ number: '7', accessKey: null, issuedAt: null, customer: null, environment: null });
    expect(facts.values).toEqual({ service: null, issBase: null, issRate: null, issValue: null, withheld: null, net: null });
    expect(() => readDanfse('not xml <')).toThrow();
  });

  it('409 for a pending or rejected NFS-e, 404 for another agency’s and for none', async () => {
    const svc = await bareServices(t.db, { agencyId: agencyA, ...holder, firstNumber: 7000, count: 2 });
    const [pending] = await t.db
      .insert(nfseDocuments)
      .values(storedNfse({ agencyId: agencyA, serviceId: svc[0]!, number: 900 }))
      .returning();
    const [rejected] = await t.db
      .insert(nfseDocuments)
      .values(storedNfse({ agencyId: agencyA, serviceId: svc[1]!, number: 901, status: 'rejeitada' }))
      .returning();
    for (const id of [pending!.id, rejected!.id]) {
      const res = await danfse(ana, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(L.notAuthorised);
    }
    expect((await danfse(bia, issued.id)).statusCode).toBe(404);
    expect((await danfse(ana, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await danfse(ana, 'nao-e-um-id')).statusCode).toBe(404);
  });

  it('a cancelled NFS-e prints as cancelled, with the date and the reason', async () => {
    const cancel = await t.request({
      method: 'POST',
      url: `/api/nfse/${issued.id}/cancel`,
      cookie: ana,
      body: { reason: '1', justification: 'Honorários lançados em duplicidade' },
    });
    expect(cancel.statusCode).toBe(200);
    const res = await danfse(ana, issued.id);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(L.cancelled);
    expect(text).toContain(L.situations.cancelada);
    expect(text).toContain('Motivo: Honorários lançados em duplicidade');
    expect(text).not.toContain(L.situations.autorizada);
    // A cancelled NFS-e is no longer named by the receipt.
    const receipt = pdfText((await t.request({ url: `/api/services/${issued.serviceId}/receipt.pdf`, cookie: ana })).rawPayload);
    expect(receipt).not.toContain('NFS-e nº');
  });
});
