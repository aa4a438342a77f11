import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentChecklist } from '@despacha/domain/options/document-checklist';
import type { TestApp } from '../../testing/test-app.ts';
import { trackingAgencies } from './tracking-fixture.ts';
import { fillOtherAgency, scansOf, seqScansOfLarge } from '../../testing/query-plans.ts';
import { registration } from '../../testing/registry-factory.ts';
import { missingDocumentsQuery } from './public-view.ts';

// The public tracking page at volume (issue 31), apart from tracking.test.ts's behaviour.

let t: TestApp;
let a: string;
let b: string;

const tokenOf = (url: string) => url.split('/acompanhar/')[1]!;
const open = (token: string) => t.request({ url: `/acompanhar/${token}`, ip: t.nextIp() });
const share = async (cookie: string, id: string) => t.request({ method: 'POST', url: `/api/services/${id}/tracking/links`, cookie });

beforeAll(async () => {
  ({ t, a, b } = await trackingAgencies());
});
afterAll(async () => t.close());

describe('tracking page at five-year volume', () => {
  it("lists the service's missing documents from the partial index of missing ones, not the agency's every document", async () => {
    const agencyA = (await t.request({ url: '/api/agency', cookie: a })).json().id as string;
    const agencyB = (await t.request({ url: '/api/agency', cookie: b })).json().id as string;
    const saved = await t.request({
      method: 'POST',
      url: '/api/registrations',
      cookie: a,
      body: registration({ owner: { nome: 'Marta Lima', cpf: '111.444.777-35' }, vehicle: { placa: 'VOL5E55', renavam: '12345678900', chassis: '' } }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().service.id as string;
    // The service's checklist: the first item arrived, one more is asked but not required.
    await t.db.execute(sql`update service_documents set received = true where agency_id = ${agencyA} and service_id = ${id}
      and item = (select min(item) from service_documents where agency_id = ${agencyA} and service_id = ${id})`);
    await t.db
      .execute(sql`insert into service_documents (agency_id, service_id, item, required, received) values (${agencyA}, ${id}, 'boletim-ocorrencia', false, false)
      on conflict do nothing`);
    const docs = (await t.db.execute(sql`select item, required, received from service_documents where agency_id = ${agencyA} and service_id = ${id}`)) as {
      rows: { item: string; required: boolean; received: boolean }[];
    };
    const label = (item: string) => documentChecklist.find((d) => d.value === item)!.label;
    const missing = docs.rows.filter((d) => d.required && !d.received).map((d) => label(d.item));
    const notShown = docs.rows.filter((d) => !d.required || d.received).map((d) => label(d.item));
    expect(missing.length).toBeGreaterThan(0);
    expect(notShown.length).toBeGreaterThan(1);

    // Another agency's 3,000 services with 5 documents each, most received.
    await fillOtherAgency(t.db, agencyB, { services: true });
    await t.db.execute(sql`insert into service_documents (agency_id, service_id, item, required, received)
      select ${agencyB}::uuid, md5(${agencyB} || 'fs' || g)::uuid, item, true, g % 10 = 0
      from generate_series(1, 3000) g cross join unnest(array['crv','crlv','identidade','cpf-cnpj','procuracao']) item`);
    await t.database.asOwner((owner) => owner.execute(sql`analyze service_documents, services, vehicles`));
    expect(seqScansOfLarge(await scansOf(t.db, missingDocumentsQuery(t.db, { agencyId: agencyA, serviceId: id })))).toEqual([]);

    const html = (await open(tokenOf((await share(a, id)).json().url))).body;
    for (const shown of missing) expect(html).toContain(shown);
    for (const hidden of notShown) expect(html).not.toContain(hidden);
  }, 30_000);
});
