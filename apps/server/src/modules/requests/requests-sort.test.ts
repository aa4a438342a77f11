import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMessages } from '@despacha/domain/messages';
import { REQUESTS_PAGE_SIZE } from '@despacha/domain/contracts/requests/request-record';
import { agencies, requests } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let cookie: string;

type Row = { type: string; placa: string; subject: string; createdByName: string; createdAt: string };
// Names with accents and case that a byte order would misplace; blanks that must stay last.
const rows: Row[] = [
  { type: 'vistoria-transito', placa: 'BRA2E19', subject: 'Élida Souza', createdByName: 'bruno', createdAt: '2025-03-01T12:00:00Z' },
  { type: 'certidao-propriedade', placa: '', subject: 'andré Lima', createdByName: 'Álvaro', createdAt: '2025-01-01T12:00:00Z' },
  { type: 'intencao-venda', placa: 'ABC1C34', subject: '', createdByName: 'Carla', createdAt: '2025-02-01T12:00:00Z' },
  { type: 'isencao-taxa', placa: 'XYZ9A87', subject: 'Carlos', createdByName: '', createdAt: '2025-04-01T12:00:00Z' },
];

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.userSession('Ana', 'ana@sort.com.br');
  await t.onboard(cookie, { name: 'Agência Ordem' });
  const agency = await t.db.query.agencies.findFirst({ where: eq(agencies.name, 'Agência Ordem') });
  await t.db.insert(requests).values(rows.map((r) => ({ ...r, agencyId: agency!.id, data: {}, createdAt: new Date(r.createdAt) })));
});
afterAll(async () => t.close());

const list = (query: string) => t.request({ url: `/api/requests${query}`, cookie });
const column = async (query: string, key: 'title' | 'placa' | 'subject' | 'createdByName' | 'createdAt') =>
  (await list(query)).json().items.map((i: Record<string, string>) => i[key]);

describe('request history sorting', () => {
  it('keeps the newest first when no sort is asked', async () => {
    expect(await column('', 'createdAt')).toEqual([
      '2025-04-01T12:00:00.000Z',
      '2025-03-01T12:00:00.000Z',
      '2025-02-01T12:00:00.000Z',
      '2025-01-01T12:00:00.000Z',
    ]);
    expect(await column('?sort=createdAt&dir=asc', 'createdAt')).toEqual([
      '2025-01-01T12:00:00.000Z',
      '2025-02-01T12:00:00.000Z',
      '2025-03-01T12:00:00.000Z',
      '2025-04-01T12:00:00.000Z',
    ]);
  });

  it('sorts by the title the reader sees, not by the type code', async () => {
    const asc = await column('?sort=title&dir=asc', 'title');
    expect(asc).toEqual(['Certidão de Propriedade', 'Intenção de Venda', 'Isenção de Taxa (2ª via CRV/CRLV)', 'Vistoria em Trânsito']);
    expect(await column('?sort=title&dir=desc', 'title')).toEqual([...asc].reverse());
  });

  it('sorts names case- and accent-blind, blanks last in both directions', async () => {
    expect(await column('?sort=subject&dir=asc', 'subject')).toEqual(['andré Lima', 'Carlos', 'Élida Souza', '']);
    expect(await column('?sort=subject&dir=desc', 'subject')).toEqual(['Élida Souza', 'Carlos', 'andré Lima', '']);
    expect(await column('?sort=createdByName&dir=asc', 'createdByName')).toEqual(['Álvaro', 'bruno', 'Carla', '']);
    expect(await column('?sort=placa&dir=desc', 'placa')).toEqual(['XYZ9A87', 'BRA2E19', 'ABC1C34', '']);
  });

  it('keeps the filters and the paging under a sort', async () => {
    expect(await column('?sort=placa&dir=asc&from=2025-02-01', 'placa')).toEqual(['ABC1C34', 'BRA2E19', 'XYZ9A87']);
    const res = (await list('?sort=subject&dir=asc&page=2')).json();
    expect(res).toMatchObject({ items: [], total: 4, page: 2, pageSize: REQUESTS_PAGE_SIZE });
  });

  it('refuses a sort key or direction outside the whitelist', async () => {
    for (const query of ['?sort=data', '?sort=id;drop table requests', '?sort=agencyId', '?dir=sideways', `?sort=${'x'.repeat(500)}`]) {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().error.fields)).toContain(formatMessages.sortInvalid);
    }
  });
});
