import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { libraryItems, libraryMessages } from '@despacha/domain/library/catalog';
import { certificateMessages, certificateRules } from '@despacha/domain/library/certificate-services';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { fillOtherAgency, scansOf, seqScansOfLarge } from '../../testing/query-plans.ts';
import { insertBulkServices } from '../reports/public.ts';
import { servicesOfVehiclesQuery } from './services-for-item.ts';
import { registration } from '../../testing/registry-factory.ts';
import { pdfText } from '../../testing/pdf-text.ts';

let t: TestApp;
let a: string;
let b: string;
let serviceId: string;
let ownerId: string;
let vehicleId: string;

const PLATE = 'ABC-1234';
const CPF = '529.982.247-25';

function expectPdf(res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const raw = res.rawPayload.toString('latin1');
  expect(raw.startsWith('%PDF-')).toBe(true);
  expect(raw.match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
  expect(raw).toContain('/MediaBox [0 0 595.28 841.89]');
  return pdfText(res.rawPayload);
}

const get = (url: string, cookie?: string) => t.request({ url, cookie });

beforeAll(async () => {
  t = await createTestApp();
  a = await t.userSession('Ana', 'ana@a.com.br');
  b = await t.userSession('Bia', 'bia@b.com.br');
  await t.onboard(a, { name: 'Agência Ação' });
  await t.onboard(b, { name: 'Agência B', cnpj: '12.ABC.345/01DE-35' });
  const origin = await t.request({
    method: 'POST',
    url: '/api/origins',
    cookie: a,
    body: { nomeEmpresa: 'Concessionária Guanabara', razaoSocial: 'Guanabara Automóveis S.A.', cnpj: '33.000.167/0001-01' },
  });
  const saved = await t.request({ method: 'POST', url: '/api/registrations', cookie: a, body: registration({ service: { originId: origin.json().id } }) });
  expect(saved.statusCode).toBe(200);
  serviceId = saved.json().service.id;
  ownerId = saved.json().owner.id;
  vehicleId = saved.json().vehicle.id;
});
afterAll(async () => t.close());

describe('forms library PDFs', () => {
  it('asks for a session', async () => {
    expect((await get('/api/library/recibo.pdf')).statusCode).toBe(401);
  });

  it('answers 404 for an item not in the catalogue', async () => {
    expect((await get('/api/library/formulario-inexistente.pdf', a)).statusCode).toBe(404);
  });

  it('downloads every catalogue item as a blank A4 PDF with the agency heading', async () => {
    for (const item of libraryItems) {
      const res = await get(`/api/library/${item.id}.pdf`, a);
      const text = expectPdf(res);
      expect(res.headers['content-disposition'], item.id).toBe(`attachment; filename="${item.id}.pdf"`);
      expect(text, item.id).toContain('Agência Ação');
      expect(text, item.id).not.toContain(PLATE);
    }
  });

  it('fills every prefillable item from the service: plate (or the declarant) inside', async () => {
    // The process certificates take only a completed service of their kind (tested below).
    const prefillable = libraryItems.filter((i) => i.prefillable && !certificateRules[i.id]);
    expect(prefillable.length).toBeGreaterThan(20);
    for (const item of prefillable) {
      const res = await get(`/api/library/${item.id}.pdf?serviceId=${serviceId}`, a);
      const text = expectPdf(res);
      expect(res.headers['content-disposition'], item.id).toBe(`attachment; filename="${item.id}-servico-1.pdf"`);
      expect(text, item.id).toContain(item.id === 'declaracao-residencia' ? CPF : PLATE);
    }
  });

  it('puts the owner, the amounts and the fees apart on the receipts', async () => {
    const recibo = pdfText((await get(`/api/library/recibo.pdf?serviceId=${serviceId}`, a)).rawPayload);
    expect(recibo).toContain('José da Conceição');
    expect(recibo).toContain('R$ 250,00'); // Taxas do DETRAN
    expect(recibo).toContain('R$ 300,00'); // Honorários
    const origem = pdfText((await get(`/api/library/recibo-origem.pdf?serviceId=${serviceId}`, a)).rawPayload);
    expect(origem).toContain('Guanabara Automóveis S.A.');
    expect(origem).toContain('33.000.167/0001-01');
    expect(origem).toContain('R$ 550,00');
    expect(origem).toContain('José da Conceição');
  });

  it('writes the movements on the back of the cover and the pending documents on their cover', async () => {
    await t.request({
      method: 'POST',
      url: `/api/services/${serviceId}/movements`,
      cookie: a,
      body: { position: 'exigencia', movedOn: '22/11/2026', note: 'Falta procuração' },
    });
    await t.request({ method: 'PUT', url: `/api/services/${serviceId}/checklist/procuracao`, cookie: a, body: { required: true } });
    const verso = pdfText((await get(`/api/library/verso-capa.pdf?serviceId=${serviceId}`, a)).rawPayload);
    expect(verso).toContain('22/11/2026');
    expect(verso).toContain('Falta procuração');
    expect(pdfText((await get(`/api/library/capa-pendencias.pdf?serviceId=${serviceId}`, a)).rawPayload)).toContain('Procuração');
    expect(pdfText((await get('/api/library/capa-pendencias.pdf', a)).rawPayload)).not.toContain('Procuração');
  });

  it("answers 404 for another agency's service or a malformed id", async () => {
    expect((await get(`/api/library/recibo.pdf?serviceId=${serviceId}`, b)).statusCode).toBe(404);
    expect((await get(`/api/library/capa-normal.pdf?serviceId=${serviceId}`, b)).statusCode).toBe(404);
    expect((await get('/api/library/recibo.pdf?serviceId=nao-e-um-id', a)).statusCode).toBe(404);
  });

  it('refuses a service for a form that is not prefilled from one', async () => {
    const res = await get(`/api/library/intencao-venda.pdf?serviceId=${serviceId}`, a);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(libraryMessages.notPrefillable);
  });

  it('issues the 1ª Licença and DAP certificates only for a completed service of that kind', async () => {
    // The open transfer of beforeAll: not completed, and not a first licence nor a DAP process.
    for (const id of ['certificado-primeira-licenca', 'certificado-dap']) {
      const res = await get(`/api/library/${id}.pdf?serviceId=${serviceId}`, a);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error.message, id).toBe(certificateMessages.wrongType(certificateRules[id]!.label));
    }
    const register = async (service: Record<string, unknown>) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/registrations',
        cookie: a,
        body: registration({ owner: { id: ownerId }, vehicle: { id: vehicleId }, service }),
      });
      expect(res.statusCode).toBe(200);
      return res.json().service.id as string;
    };
    const openFirstLicence = await register({ servico: 'primeiro-emplacamento', capaProcesso: '1a_licenca' });
    const notDone = await get(`/api/library/certificado-primeira-licenca.pdf?serviceId=${openFirstLicence}`, a);
    expect(notDone.statusCode).toBe(400);
    expect(notDone.json().error.message).toBe('Este certificado só é emitido para um serviço concluído');

    const firstLicence = await register({ servico: 'primeiro-emplacamento', capaProcesso: '1a_licenca', status: 'completed' });
    const dap = await register({ capaProcesso: 'dap', status: 'completed' });
    expect(expectPdf(await get(`/api/library/certificado-primeira-licenca.pdf?serviceId=${firstLicence}`, a))).toContain(PLATE);
    expect(expectPdf(await get(`/api/library/certificado-dap.pdf?serviceId=${dap}`, a))).toContain(PLATE);
    const crossed = await get(`/api/library/certificado-dap.pdf?serviceId=${firstLicence}`, a);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().error.message).toBe('Este certificado só é emitido para um serviço de DAP');

    // The picker lists every service of the vehicle, completed ones included, with what the page needs to choose.
    const found = (await get('/api/library/services?q=ABC1234', a)).json() as { id: string; status: string; capaProcesso: string; plate: string }[];
    expect(found.find((s) => s.id === firstLicence)).toMatchObject({ status: 'completed', capaProcesso: '1a_licenca', plate: PLATE });
    expect(found.map((s) => s.id)).toEqual(expect.arrayContaining([serviceId, dap]));
    expect((await get('/api/library/services?q=ABC1234', b)).json()).toEqual([]);
  });

  it('opens in the browser when asked (Visualizar)', async () => {
    const res = await get('/api/library/declaracao-residencia.pdf?inline=1', a);
    expectPdf(res);
    expect(res.headers['content-disposition']).toBe('inline; filename="declaracao-residencia.pdf"');
  });
});

describe('"Gerar preenchido" at five-year volume', () => {
  it("lists every service of the vehicles found, newest first, in one statement over services' vehicle index", async () => {
    const agencyA = (await get('/api/agency', a)).json().id as string;
    const agencyB = (await get('/api/agency', b)).json().id as string;
    await fillOtherAgency(t.db, agencyB, { services: true });
    await insertBulkServices(t.db, { agencyId: agencyA, count: 500, firstNumber: 1001, from: '2022-01-01', to: '2026-06-30', createdBy: null });
    // Vehicle 1015's second service, five years after its first.
    await t.db.execute(sql`insert into services (agency_id, id, number, vehicle_id, owner_id, servico, status)
      select agency_id, gen_random_uuid(), 5000, vehicle_id, owner_id, 'licenciamento', 'in_progress' from services where agency_id = ${agencyA} and number = 1015`);
    await t.database.asOwner((owner) => owner.execute(sql`analyze services, vehicles, owners`));
    const vehicleIds = (await t.db.execute(sql`select vehicle_id from services where agency_id = ${agencyA} and number between 1001 and 1010`)) as {
      rows: { vehicle_id: string }[];
    };
    const scans = await scansOf(
      t.db,
      servicesOfVehiclesQuery(
        t.db,
        agencyA,
        vehicleIds.rows.map((r) => r.vehicle_id),
      ),
    );
    expect(seqScansOfLarge(scans)).toEqual([]);

    const found = (await get('/api/library/services?q=00000001015', a)).json() as {
      number: number;
      status: string;
      servico: string;
      plate: string;
      ownerName: string;
    }[];
    expect(found).toEqual([
      expect.objectContaining({ number: 5000, servico: 'licenciamento', status: 'in_progress', plate: 'RAA-1015', ownerName: 'Cliente 1015' }),
      expect.objectContaining({ number: 1015, plate: 'RAA-1015', ownerName: 'Cliente 1015' }),
    ]);
    expect((await get('/api/library/services?q=00000001015', b)).json()).toEqual([]);
  }, 30_000);
});
