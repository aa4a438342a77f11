import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryItems } from '@despacha/domain/library/catalog';
import type { CatalogEntry } from '@despacha/domain/service-catalog/contracts';
import { serviceTypeOptions } from '@despacha/domain/service-catalog/service-types';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { requestServiceTypes } from './duda.ts';

// Issue 35 §1: the forms library's 2ª via CRV, mudança de município and troca de placa forms and
// every cover print the DUDA codes of their service from the service catalog: a verified code as
// fact, one the catalog keeps "a confirmar" as such, and a type paid by DUDA without a code
// "DUDA: a confirmar no catálogo". Read from the PDFs' text, as the clerk reads them.

let t: TestApp;
let admin: string;
let a: string;
const serviceOf: Record<string, string> = {};

const SEGUNDA_VIA = 'DUDA 003-5 — 2ª via de CRV/CRLV (isento com furto ou roubo comprovado)';
const MUNICIPIO = ['DUDA 014-0 — Troca/mudança de município', 'DUDA 037-0 — Placas (automóvel)', 'DUDA 041-8 — Placa (motocicleta)'];
const TROCA_PLACA = [
  'DUDA 037-0 (a confirmar) — Placas (automóvel) — a confirmar para a troca de placa avulsa',
  'DUDA 041-8 (a confirmar) — Placa (motocicleta) — a confirmar para a troca de placa avulsa',
];
const PRIMEIRA_LICENCA = 'DUDA 001-9 — Primeira licença (0 km)';
const MISSING = 'DUDA: a confirmar no catálogo';

const COVERS = ['capa-primeira-licenca', 'capa-dap', 'capa-normal', 'capa-chassis', 'capa-estatistico', 'capa-pendencias', 'capa-vistoria'];

/** The PDF's text; the em dash is WinAnsi 0x97, which pdfText reads as latin1. */
async function printed(itemId: string, serviceType?: string): Promise<string> {
  const query = serviceType ? `?serviceId=${serviceOf[serviceType]}` : '';
  const res = await t.request({ url: `/api/library/${itemId}.pdf${query}`, cookie: a });
  expect(res.statusCode, `${itemId} ${serviceType ?? 'blank'}: ${res.body.slice(0, 200)}`).toBe(200);
  return pdfText(res.rawPayload).replaceAll('\u0097', '—');
}

/** Every "DUDA …" the document prints, in order (each line ends where the next label or line starts). */
const dudaCodesIn = (text: string) => [...text.matchAll(/DUDA (\d{3}-\d)( \(a confirmar\))?/g)].map((m) => m[1] + (m[2] ?? ''));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dono', OWNER_EMAIL);
  a = await t.userSession('Ana', 'ana@a.com.br');
  await t.onboard(a, { name: 'Agência Ação' });
  let ids: { owner: { id: string }; vehicle: { id: string } } | undefined;
  for (const servico of ['segunda-via-crv', 'mudanca-municipio', 'troca-placa', 'primeiro-emplacamento', 'licenciamento', 'transferencia']) {
    const body = ids
      ? registration({ owner: { id: ids.owner.id } as never, vehicle: { id: ids.vehicle.id } as never, service: { servico } })
      : registration({ service: { servico } });
    const saved = await t.request({ method: 'POST', url: '/api/registrations', cookie: a, body });
    expect(saved.statusCode, saved.body).toBe(200);
    ids = { owner: saved.json().owner, vehicle: saved.json().vehicle };
    serviceOf[servico] = saved.json().service.id;
  }
});
afterAll(async () => t.close());

describe('the requests of the library', () => {
  it('each name the service type whose DUDA they print', () => {
    const forms = libraryItems.filter((i) => i.kind === 'vehicle-form').map((i) => i.id);
    expect(Object.keys(requestServiceTypes).sort()).toEqual([...forms].sort());
    const types = serviceTypeOptions.map((o) => o.value as string);
    for (const [form, type] of Object.entries(requestServiceTypes)) expect(types, form).toContain(type);
  });
});

describe('Requerimento de 2ª via de CRV', () => {
  it('prints DUDA 003-5 with its description, blank and filled', async () => {
    for (const text of [await printed('segunda-via-crv'), await printed('segunda-via-crv', 'segunda-via-crv')]) {
      expect(text).toContain('TAXA DETRAN (DUDA)');
      expect(text).toContain(SEGUNDA_VIA);
      expect(dudaCodesIn(text)).toEqual(['003-5']);
    }
  });

  it("prints the 2ª via's code, not the service's, when filled from a service of another kind", async () => {
    expect(dudaCodesIn(await printed('segunda-via-crv', 'mudanca-municipio'))).toEqual(['003-5']);
  });
});

describe('Mudança de Município', () => {
  it('prints 014-0 and the plate codes 037-0 and 041-8, verified, in order', async () => {
    for (const text of [await printed('mudanca-municipio'), await printed('mudanca-municipio', 'mudanca-municipio')]) {
      for (const line of MUNICIPIO) expect(text).toContain(line);
      expect(dudaCodesIn(text)).toEqual(['014-0', '037-0', '041-8']);
    }
  });
});

describe('Troca de Placa - Padrão Mercosul', () => {
  it('prints 037-0 and 041-8 "a confirmar" (verified only for the mudança de município), never as fact', async () => {
    for (const text of [await printed('troca-placa-mercosul'), await printed('troca-placa-mercosul', 'troca-placa')]) {
      for (const line of TROCA_PLACA) expect(text).toContain(line);
      expect(dudaCodesIn(text)).toEqual(['037-0 (a confirmar)', '041-8 (a confirmar)']);
      expect(text).not.toContain('DUDA 037-0 —');
      expect(text).not.toContain('DUDA 041-8 —');
    }
  });
});

describe('covers', () => {
  it('print the DUDA of the service they are filled from: 2ª via, mudança de município, troca de placa\'s "a confirmar"', async () => {
    for (const cover of COVERS) {
      const segunda = await printed(cover, 'segunda-via-crv');
      expect(segunda, cover).toContain(SEGUNDA_VIA);
      expect(dudaCodesIn(segunda), cover).toEqual(['003-5']);

      const municipio = await printed(cover, 'mudanca-municipio');
      for (const line of MUNICIPIO) expect(municipio, cover).toContain(line);
      expect(dudaCodesIn(municipio), cover).toEqual(['014-0', '037-0', '041-8']);

      const placa = await printed(cover, 'troca-placa');
      for (const line of TROCA_PLACA) expect(placa, cover).toContain(line);
      expect(dudaCodesIn(placa), cover).toEqual(['037-0 (a confirmar)', '041-8 (a confirmar)']);
    }
  });

  it('print nothing for a service paid by GRT (licenciamento), and no code on a blank cover of no one kind', async () => {
    for (const cover of COVERS) {
      const licenciamento = await printed(cover, 'licenciamento');
      // (The covers' checklist has a "DUDA pago (taxa DETRAN)" box: no code, no line of its own.)
      expect(licenciamento, cover).not.toMatch(/DUDA( \d|:)/);
      expect(licenciamento, cover).not.toContain('TAXA DETRAN (DUDA)');
      if (cover !== 'capa-primeira-licenca') expect(await printed(cover), cover).not.toContain('TAXA DETRAN (DUDA)');
    }
    // The 1ª Licença cover is of one kind of process: blank, it prints that kind's code.
    expect(await printed('capa-primeira-licenca')).toContain(PRIMEIRA_LICENCA);
    expect(await printed('capa-normal', 'primeiro-emplacamento')).toContain(PRIMEIRA_LICENCA);
  });
});

describe('letters about a service', () => {
  it("Requerimento Geral and Devolução de Taxas print the service's codes when filled, nothing blank", async () => {
    for (const id of ['requerimento-geral', 'devolucao-taxas']) {
      expect(await printed(id, 'segunda-via-crv'), id).toContain(SEGUNDA_VIA);
      expect(dudaCodesIn(await printed(id, 'troca-placa')), id).toEqual(['037-0 (a confirmar)', '041-8 (a confirmar)']);
      expect(await printed(id), id).not.toMatch(/DUDA \d/);
    }
  });
});

describe('what the catalog does not know', () => {
  it('a type paid by DUDA without a code says "a confirmar no catálogo"; a type without a DUDA says nothing', async () => {
    for (const id of ['transferencia-propriedade', 'alteracao-caracteristicas', 'baixa-veiculo']) {
      const text = await printed(id);
      expect(text, id).toContain(MISSING);
      expect(dudaCodesIn(text), id).toEqual([]);
    }
    expect(await printed('capa-normal', 'transferencia')).toContain(MISSING);
    // Inclusão and baixa de gravame list no DUDA in the catalog.
    for (const id of ['inclusao-gravame', 'baixa-gravame']) expect(await printed(id), id).not.toMatch(/DUDA( \d|:)|TAXA DETRAN \(DUDA\)/);
  });

  it('follows the catalog: a code an admin adds prints "a confirmar" until confirmed, then as fact', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/service-catalog/transferencia/duda-codes',
      cookie: admin,
      body: { code: '002-7', description: 'Transferência (informado pela agência)' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const code = (created.json() as CatalogEntry).dudaCodes.find((c) => c.code === '002-7')!;

    let text = await printed('transferencia-propriedade');
    expect(text).toContain('DUDA 002-7 (a confirmar) — Transferência (informado pela agência)');
    expect(text).not.toContain(MISSING);
    expect(dudaCodesIn(await printed('capa-normal', 'transferencia'))).toEqual(['002-7 (a confirmar)']);

    expect(
      (await t.request({ method: 'PATCH', url: `/api/admin/service-catalog/duda-codes/${code.id}`, cookie: admin, body: { verified: true } })).statusCode,
    ).toBe(200);
    text = await printed('transferencia-propriedade');
    expect(text).toContain('DUDA 002-7 — Transferência (informado pela agência)');
    expect(dudaCodesIn(text)).toEqual(['002-7']);

    expect((await t.request({ method: 'DELETE', url: `/api/admin/service-catalog/duda-codes/${code.id}`, cookie: admin })).statusCode).toBe(204);
    expect(await printed('transferencia-propriedade')).toContain(MISSING);
  });
});

describe('Recibo', () => {
  it('keeps printing only the verified codes of the service (a receipt states facts)', async () => {
    expect(await printed('recibo', 'segunda-via-crv')).toContain('DUDA: 003-5');
    expect(await printed('recibo', 'troca-placa')).not.toContain('037-0');
  });
});
