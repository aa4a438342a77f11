import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { OWNER_EMAIL, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;

const create = (body: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/admin/clients', cookie: admin, body });
const client = (name: string, email: string, overrides: Record<string, unknown> = {}) => ({
  name,
  email,
  planId: 'basico',
  phone: '(21) 3333-4444',
  city: 'Niterói',
  state: 'RJ',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession('Dona da Plataforma', OWNER_EMAIL);
  for (const body of [
    client('Despachante São João', 'Contato@SaoJoao.com.br', { cnpj: '11.444.777/0001-61', adminName: 'Joana Souza', adminEmail: 'joana@saojoao.com.br' }),
    client('Despachante Encerrado', 'fim@x.com.br', { status: 'cancelled' }),
    client('=HYPERLINK("http://mal")', 'formula@x.com.br'),
  ]) {
    const res = await create(body);
    if (res.statusCode !== 201) throw new Error(res.body);
  }
});
afterAll(async () => t.close());

describe('exporting the filtered list', () => {
  it('CSV: UTF-8 with BOM, semicolons, pt-BR labels, only the filtered rows', async () => {
    const res = await t.request({ url: '/api/admin/clients/export?format=csv&q=sao%20joao', cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="clientes-\d{4}-\d{2}-\d{2}\.csv"/);
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Nome;Email;Telefone;CNPJ;Cidade;UF;Plano;Status;Usuários;Cadastrado em');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^Despachante São João;contato@saojoao\.com\.br;\(21\) 3333-4444;11\.444\.777\/0001-61;Niterói;RJ;Básico;Ativo;1;\d{2}\/\d{2}\/\d{4}$/,
    );
  });

  it('XLSX: a real workbook with the same rows', async () => {
    const res = await t.request({ url: '/api/admin/clients/export?format=xlsx&status=cancelled', cookie: admin });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Clientes')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('Despachante Encerrado');
    expect(sheet.getRow(2).getCell(8).value).toBe('Cancelado');
  });

  it('a name that looks like a formula stays text in the CSV', async () => {
    const res = await t.request({ url: '/api/admin/clients/export?format=csv&q=formula', cookie: admin });
    expect(res.rawPayload.toString('utf8')).toContain(`"'=HYPERLINK(""http://mal"")"`);
  });
});
