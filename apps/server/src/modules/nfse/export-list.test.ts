import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFSE_PDF_EXPORT_MAX, nfseExportStrings as x, nfseListMessages as m } from '@despacha/domain/nfse/list';
import { auditEvents, nfseDocuments } from '../../db/schema/index.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { csvFields } from '../../testing/spreadsheet-cells.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bareServices, storedNfse } from './issue-test-world.ts';
import { nfseListWorld } from './list-test-world.ts';

// The list of Notas fiscais exported (decision 077), through app.inject, on list-test-world.ts's
// NFS-e: the screen's filters and order, every row, the totals, each format read back.

let t: TestApp;
let world: Awaited<ReturnType<typeof nfseListWorld>>;

const exported = (cookie: string, query: string) => t.request({ url: `/api/nfse/export${query}`, cookie });
/** The CSV's lines as fields (the BOM off the first). */
const csvLines = (payload: Buffer) =>
  payload
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map(csvFields);

beforeAll(async () => {
  t = await createTestApp();
  world = await nfseListWorld(t);
}, 60_000);
afterAll(async () => t.close());

describe('GET /api/nfse/export', () => {
  it('writes the CSV of the filter in the list’s order, with the authorised and overall totals, and audits it', async () => {
    const res = await exported(world.beto, '?month=2026-01&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="notas-fiscais-competencia-2026-01.csv"');
    const lines = csvLines(res.rawPayload);
    expect(lines[0]).toEqual(Object.values(x.columns));
    // Newest first, as the list: Alice issued 01/02 at 00:30 in Brasília, bruno 31/01 at 22:00 (already February in UTC).
    expect(lines.slice(1, 6).map((l) => l[5])).toEqual(['Alice', 'bruno', 'Carla', 'Edu', 'Dora']);
    expect(lines[1]).toEqual(['01/02/2026', '20/01/2026', '', '99/5', '5004', 'Alice', '371.826.459-55', '70,00', 'Pendente', 'Homologação', '']);
    expect(lines[2]!.slice(0, 2)).toEqual(['31/01/2026', '31/01/2026']);
    expect(lines[3]).toEqual([
      '10/01/2026',
      '10/01/2026',
      '1',
      '99/1',
      '5000',
      'Carla',
      '371.826.459-55',
      '300,00',
      'Autorizada',
      'Homologação',
      `${'3'.repeat(49)}1`,
    ]);
    expect(lines[4]![8]).toBe('Rejeitada (E0310)');
    expect(lines.slice(6)).toEqual([
      ['', '', '', '', '', x.authorisedLine(2), '', '500,00', '', '', ''],
      ['', '', '', '', '', x.totalLine(5), '', '720,00', '', '', ''],
    ]);
    const events = await t.db
      .select({ summary: auditEvents.summary })
      .from(auditEvents)
      .where(and(eq(auditEvents.agencyId, world.agencyA), eq(auditEvents.entity, 'nfse'), eq(auditEvents.action, 'exported')));
    expect(events.map((e) => e.summary)).toContain('Exportou a lista de notas fiscais em CSV (Competência: 01/2026 · Situação: todas as situações; 5 notas)');
  });

  it('follows the filters and the sort the screen sends', async () => {
    const names = async (query: string) =>
      csvLines((await exported(world.ana, `${query}&format=csv`)).rawPayload)
        .slice(1)
        .map((l) => l[5]);
    expect(await names('?month=2026-01&sort=tomador&dir=asc')).toEqual(['Alice', 'bruno', 'Carla', 'Dora', 'Edu', x.authorisedLine(2), x.totalLine(5)]);
    expect(await names('?month=2026-01&sort=value&dir=desc&status=autorizada')).toEqual(['Carla', 'bruno', x.authorisedLine(2), x.totalLine(2)]);
    // By emission February holds only Alice's (issued 01/02 in Brasília).
    expect(await names('?month=2026-02&by=emissao')).toEqual(['Alice', x.authorisedLine(0), x.totalLine(1)]);
  });

  it('writes XLSX with typed cells and the totals last, in bold', async () => {
    const res = await exported(world.ana, '?month=2026-01&status=autorizada&format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="notas-fiscais-competencia-2026-01-autorizada.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe(x.sheet);
    expect(sheet.rowCount).toBe(5);
    const carla = sheet.getRow(3);
    expect(carla.getCell(1).value).toEqual(new Date('2026-01-10T00:00:00Z'));
    expect(carla.getCell(5).value).toBe(5000);
    expect(carla.getCell(6).value).toBe('Carla');
    expect(carla.getCell(8).value).toBe(300);
    expect(carla.getCell(8).numFmt).toContain('"R$"');
    const total = sheet.getRow(5);
    expect([total.getCell(6).value, total.getCell(8).value]).toEqual([x.totalLine(2), 500]);
    expect(total.getCell(8).font?.bold).toBe(true);
    expect(sheet.getRow(4).getCell(6).value).toBe(x.authorisedLine(2));
  });

  it('prints a landscape PDF under the agency’s letterhead with the filter and the totals', async () => {
    const res = await exported(world.ana, '?month=2026-01&format=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      x.title,
      'Competência: 01/2026 · Situação: todas as situações',
      'Alice',
      'Carla',
      'Rejeitada (E0310)',
      x.totalLine(5),
      'R$ 720,00',
      'R$ 500,00',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('De B');
  });

  it('gives another agency its own NFS-e only: none matching is 404 in pt-BR', async () => {
    const b = csvLines((await exported(world.bia, '?month=2026-01&format=csv')).rawPayload);
    expect(b.slice(1).map((l) => l[5])).toEqual(['De B', x.authorisedLine(1), x.totalLine(1)]);
    const none = await exported(world.bia, '?month=2025-06&format=xlsx');
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(m.exportEmpty);
    expect(csvLines((await exported(world.ana, '?format=csv')).rawPayload).some((l) => l[5] === 'De B')).toBe(false);
    expect((await exported('', '?format=csv')).statusCode).toBe(401);
  });

  it('refuses a bad format or filter in pt-BR', async () => {
    for (const [query, message] of [
      ['', m.formatInvalid],
      ['?format=docx', m.formatInvalid],
      ['?format=csv&month=2026-13', m.monthInvalid],
      ['?format=csv&status=paga', m.statusInvalid],
      ['?format=csv&sort=chave', 'Ordenação inválida'],
    ] as const) {
      const res = await exported(world.ana, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(message);
    }
  });

  it('is bounded: above the PDF’s rows a PDF is 422 with the count; the same rows as CSV come whole, in order, batch after batch', async () => {
    const [svc] = await bareServices(t.db, { agencyId: world.agencyA, ...world.holderA, firstNumber: 7000, count: 1 });
    const count = NFSE_PDF_EXPORT_MAX + 1;
    const rows = Array.from({ length: count }, (_, i) =>
      storedNfse({
        agencyId: world.agencyA,
        serviceId: svc!,
        series: '97',
        number: 1 + i,
        status: 'rejeitada',
        competence: '2024-03-10',
        tomadorName: `T${String(i).padStart(5, '0')}`,
        honorariosCents: 100,
      }),
    );
    // A statement holds at most 65,535 parameters.
    for (let i = 0; i < rows.length; i += 1000) await t.db.insert(nfseDocuments).values(rows.slice(i, i + 1000));
    const pdf = await exported(world.ana, '?month=2024-03&format=pdf');
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().error.message).toBe(m.pdfTooMany(count));
    const csv = csvLines((await exported(world.ana, '?month=2024-03&sort=tomador&dir=asc&format=csv')).rawPayload);
    expect(csv).toHaveLength(1 + count + 2);
    expect(csv.slice(1, -2).map((l) => l[5])).toEqual(rows.map((r) => r.tomadorName));
    expect(csv.at(-1)!.slice(5, 8)).toEqual(['Total do filtro: 2.501 notas', '', '2501,00']);
  }, 60_000);
});
