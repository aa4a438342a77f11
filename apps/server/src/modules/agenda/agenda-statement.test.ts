import { afterAll, beforeAll, expect, it } from 'vitest';
import { agendaQuery } from '@despacha/domain/agenda/contracts';
import { rawStatement } from '../../lib/raw-statement.ts';
import { numberedRegistration } from '../../testing/numbered-documents.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { AGENDA_PIECE_CHARS, agendaFunctionBody, agendaJson } from './agenda-statement.ts';

// The agenda is written by agenda_json(), created by a migration from agenda-statement.ts's text,
// and read back in pieces (decision 046).

let t: TestApp;
let cookie: string;
let agencyId: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.userSession('Ana', 'ana@agenda-pecas.com.br');
  await t.onboard(cookie, { name: 'Agência Peças' });
  agencyId = ((await t.request({ url: '/api/me', cookie })).json() as { agency: { id: string } }).agency.id;
});
afterAll(async () => t.close());

it("the database's agenda_json() runs agenda-statement.ts's statement, with a plan made once", async () => {
  const rows = await rawStatement<{ prosrc: string; proconfig: string[] | null }>(
    t.db,
    '',
    'select prosrc, proconfig from pg_proc where proname = $1',
  )(['agenda_json']);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.prosrc, 'agendaSql changed: write a migration that replaces agenda_json() with the new body').toBe(agendaFunctionBody);
  expect(rows[0]!.proconfig).toEqual(['plan_cache_mode=force_generic_plan']);
});

it('reads the document back whole from pieces cut anywhere, accents included', async () => {
  for (const [i, nome] of ['João Conceição Araújo', 'Zoë Ñandú 😀 Ülker'].entries()) {
    const body = numberedRegistration(i);
    const res = await t.request({ method: 'POST', url: '/api/registrations', cookie, body: { ...body, owner: { ...body.owner, nome } } });
    expect(res.statusCode, res.body).toBe(200);
    const { service } = res.json() as { service: { id: string } };
    const vistoria = { data: '05/03/2030', hora: '10:00', posto: 'Posto São Cristóvão', conclusao: '' };
    expect((await t.request({ method: 'PUT', url: `/api/services/${service.id}/inspection`, cookie, body: vistoria })).statusCode).toBe(200);
  }
  const q = agendaQuery.parse({ from: '2030-03-04', to: '2030-03-10' });
  const whole = await agendaJson(t.db, agencyId, q, '2030-03-06');
  expect(whole.length).toBeLessThan(AGENDA_PIECE_CHARS);
  const body = JSON.parse(whole.toString('utf8')) as { vistorias: { ownerName: string; posto: string }[] };
  expect(body.vistorias.map((v) => v.ownerName).sort()).toEqual(['João Conceição Araújo', 'Zoë Ñandú 😀 Ülker']);
  for (const pieceChars of [1, 7, 100]) expect((await agendaJson(t.db, agencyId, q, '2030-03-06', pieceChars)).equals(whole)).toBe(true);
});
