import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { services, vehicles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { registration } from '../../testing/registry-factory.ts';
import { pdfRuns, tickedLabels, type PdfRun } from '../../testing/pdf-runs.ts';

// Issue 35 §3 on the documents: a requerimento to DETRAN-RJ prints the carroceria under the
// national table's name, never the market style (Sedan, SUV...) the agency may have noted for the
// vehicle; the Baixa de gravame requerimento ticks the service's gravame, and none for a Renajud
// restriction (lifted by the court that ordered it, not by that form).

let t: TestApp;
let cookie: string;
let serviceId: string;
let vehicleId: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.userSession('Ana', 'ana@a.com.br');
  await t.onboard(cookie, { name: 'Agência Carroceria' });
  const saved = await t.request({
    method: 'POST',
    url: '/api/registrations',
    cookie,
    body: registration({ vehicle: { carro: 'basculante', tipo: 'caminhao' } }),
  });
  expect(saved.statusCode).toBe(200);
  serviceId = saved.json().service.id;
  vehicleId = saved.json().vehicle.id;
});
afterAll(async () => t.close());

/** The value printed under a boxed field's label (7 pt label, 10 pt value just below it, same column). */
function valueUnder(runs: PdfRun[], label: string): string {
  const labelRun = runs.find((r) => r.size === 7 && r.text.trim() === label);
  expect(labelRun, label).toBeDefined();
  const value = runs.filter(
    (r) => r.size === 10 && r.page === labelRun!.page && r.y < labelRun!.y && labelRun!.y - r.y < 14 && Math.abs(r.x - labelRun!.x) < 4,
  );
  return value
    .map((r) => r.text)
    .join('')
    .trim();
}

const printed = async () => {
  const res = await t.request({ url: `/api/library/segunda-via-crv.pdf?serviceId=${serviceId}`, cookie });
  expect(res.statusCode).toBe(200);
  return pdfRuns(res.rawPayload);
};

describe('carroceria on a DETRAN requerimento', () => {
  it("prints the national table's name and the CTB type", async () => {
    const runs = await printed();
    expect(valueUnder(runs, 'Carroceria')).toBe('Basculante');
    expect(valueUnder(runs, 'Tipo')).toBe('Caminhão');
  });

  it('leaves the box blank for a market style, whose name never reaches the document', async () => {
    for (const [value, label] of [
      ['sedan', 'Sedan'],
      ['suv', 'SUV'],
      ['pickup', 'Pickup'],
      ['hatch', 'Hatch'],
    ]) {
      await t.db.update(vehicles).set({ carro: value }).where(eq(vehicles.id, vehicleId));
      const runs = await printed();
      expect(valueUnder(runs, 'Carroceria'), value).toBe('');
      expect(runs.map((r) => r.text).join(''), value).not.toContain(label);
    }
  });
});

describe('restrição on the Baixa de gravame requerimento', () => {
  const ticked = async (restricoes: string) => {
    await t.db.update(services).set({ restricoes }).where(eq(services.id, serviceId));
    const res = await t.request({ url: `/api/library/baixa-gravame.pdf?serviceId=${serviceId}`, cookie });
    expect(res.statusCode).toBe(200);
    return tickedLabels(res.rawPayload);
  };

  it('ticks the gravame of the service, and no gravame for a Renajud kind', async () => {
    expect(await ticked('alienacao')).toEqual(['Alienação fiduciária']);
    expect(await ticked('penhor')).toEqual(['Penhor']);
    for (const kind of ['renajud-transferencia', 'renajud-licenciamento', 'renajud-circulacao', 'renajud-penhora'])
      expect(await ticked(kind), kind).toEqual([]);
  });
});
