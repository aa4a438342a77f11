import { and, eq, sql } from 'drizzle-orm';
import { nfseDocuments, owners, services } from '../db/schema/index.ts';
import { bareServices, NFSE_TEST_SETTINGS, storedNfse, uploadCertificate } from '../modules/nfse/issue-test-world.ts';
import { CERTIFICATE_HEADERS, makeTestPfx, multipartCertificate } from '../modules/nfse/test-certificates.ts';
import type { Probe } from './route-matrix-probe.ts';
import type { ActorName, World } from './route-matrix-world.ts';

// Configurações fiscais da NFS-e (decision 070) in the role × tenant matrix: the dispatcher's only.
// Each manager's certificate carries their own agency's CNPJ (A's is alphanumeric), so a refusal
// is authorization's, never the CNPJ check's.

const CNPJ_OF: Partial<Record<ActorName, string>> = { managerB: '11222333000181' };
const A_CNPJ = '12ABC34501DE35';

/** One certificate per CNPJ for the whole run: key generation is the slow part. */
const made = new Map<string, ReturnType<typeof makeTestPfx>>();
function certificateOf(actor: ActorName) {
  const cnpj = CNPJ_OF[actor] ?? A_CNPJ;
  let cert = made.get(cnpj);
  if (!cert) made.set(cnpj, (cert = makeTestPfx({ cnpj, name: 'DESPACHANTE MATRIZ LTDA' })));
  return cert;
}
const certificateBody = (actor: ActorName) => multipartCertificate(certificateOf(actor).pfx, certificateOf(actor).password);

/**
 * A's NFS-e, inserted once per world on two services of their own (one live NFS-e per service): a
 * pending one (the test app's gateway is offline, so a send leaves it pending) and an authorised one.
 */
const docsOfA = new WeakMap<World, Promise<{ pending: string; authorised: string }>>();

/** A's next free service number: other probes number their services by max + 1 too, so a fixed one could collide. */
async function nextServiceNumber(w: World): Promise<number> {
  const [{ next } = { next: 1 }] = await w.t.db
    .select({ next: sql<number>`coalesce(max(${services.number}), 0) + 1` })
    .from(services)
    .where(eq(services.agencyId, w.a.agencyId));
  return Number(next);
}

async function makeDocs(w: World) {
  const { db } = w.t;
  const firstNumber = await nextServiceNumber(w);
  const made = await bareServices(db, { agencyId: w.a.agencyId, vehicleId: w.a.vehicleId, ownerId: w.a.ownerId, firstNumber, count: 2 });
  const [pending] = await db
    .insert(nfseDocuments)
    .values(storedNfse({ agencyId: w.a.agencyId, serviceId: made[0]!, number: 1 }))
    .returning({ id: nfseDocuments.id });
  const [authorised] = await db
    .insert(nfseDocuments)
    .values(storedNfse({ agencyId: w.a.agencyId, serviceId: made[1]!, number: 2, status: 'autorizada' }))
    .returning({ id: nfseDocuments.id });
  w.aIds.push(...made, pending!.id, authorised!.id);
  return { pending: pending!.id, authorised: authorised!.id };
}
const nfseOfA = (w: World) => {
  if (!docsOfA.has(w)) docsOfA.set(w, makeDocs(w));
  return docsOfA.get(w)!;
};

/**
 * An authorised NFS-e of A on a service of an owner of its own with a mobile, for "Enviar ao
 * cliente" by WhatsApp (decision 081): the world's owner has none, and stays untouched.
 */
const sendableOfA = new WeakMap<World, Promise<{ id: string }>>();
async function makeSendable(w: World) {
  const { db } = w.t;
  const [owner] = await db
    .insert(owners)
    .values({ agencyId: w.a.agencyId, nome: 'Cliente da NFS-e', searchName: 'cliente da nfs-e', cel: '(21) 98765-4321' })
    .returning({ id: owners.id });
  const firstNumber = await nextServiceNumber(w);
  const [serviceId] = await bareServices(db, { agencyId: w.a.agencyId, vehicleId: w.a.vehicleId, ownerId: owner!.id, firstNumber, count: 1 });
  const [doc] = await db
    .insert(nfseDocuments)
    .values(storedNfse({ agencyId: w.a.agencyId, serviceId: serviceId!, number: 11, status: 'autorizada' }))
    .returning({ id: nfseDocuments.id });
  w.aIds.push(owner!.id, serviceId!, doc!.id);
  return { id: doc!.id };
}
const sendable = (w: World) => {
  if (!sendableOfA.has(w)) sendableOfA.set(w, makeSendable(w));
  return sendableOfA.get(w)!;
};

/** A's certificate, for a send to get as far as the (offline) gateway; the upload's own probe may have run or not. */
async function ensureCertificateOfA(w: World, why = 'the NFS-e retry') {
  const { pfx, password } = certificateOf('managerA');
  const res = await uploadCertificate(w.t, w.actors.managerA.cookie, pfx, password, w.t.nextIp());
  if (res.statusCode !== 201) throw new Error(`certificate for ${why}: ${res.statusCode} ${res.body}`);
}

/** The pending one, pending again (a send that found the Sefin leaves it so; this makes sure). */
async function pendingOfA(w: World) {
  const { pending } = await nfseOfA(w);
  await ensureCertificateOfA(w);
  await w.t.db
    .update(nfseDocuments)
    .set({ status: 'pendente', sendingUntil: null })
    .where(and(eq(nfseDocuments.agencyId, w.a.agencyId), eq(nfseDocuments.id, pending)));
  return { id: pending };
}

// A's CNPJ is alphanumeric, which the DPS layout in force refuses (decision 071): issuing,
// substituting and cancelling are refused once authorized (422) whatever ran before; the fake Sefin's tests issue.
// Both are the dispatcher's (decision 075): staff issue only where the agency allows it, which the
// settings probe above leaves off (issue.test.ts turns it on).
const refusedForA = { managerA: 422 } as const;

export const nfseProbes: Record<string, Probe> = {
  'GET /api/services/:id/nfse': { access: 'agency', params: (w) => ({ id: w.a.serviceId }) },
  'POST /api/services/:id/nfse': {
    access: 'dispatcher',
    params: (w) => ({ id: w.a.serviceId }),
    body: () => ({ description: 'Honorários de despachante', competence: '02/01/2026' }),
    except: refusedForA,
  },
  'POST /api/nfse/:id/retry': { access: 'agency', params: pendingOfA },
  'POST /api/nfse/:id/cancel': {
    access: 'dispatcher',
    params: async (w) => ({ id: (await nfseOfA(w)).authorised }),
    body: () => ({ reason: '1', justification: 'Honorários lançados em duplicidade' }),
    except: refusedForA,
  },
  'POST /api/nfse/:id/substitute': {
    access: 'dispatcher',
    params: async (w) => ({ id: (await nfseOfA(w)).authorised }),
    body: () => ({ description: 'Honorários de despachante', competence: '02/01/2026', reason: '99', justification: 'Honorários lançados com valor errado' }),
    except: refusedForA,
  },
  'GET /api/nfse/:id/xml': { access: 'agency', params: async (w) => ({ id: (await nfseOfA(w)).authorised }) },
  'GET /api/nfse/:id/danfse.pdf': { access: 'agency', params: async (w) => ({ id: (await nfseOfA(w)).authorised }) },
  'POST /api/nfse/:id/send': { access: 'agency', params: sendable, body: () => ({ channel: 'whatsapp' }) },
  // Notas fiscais (decision 075): every member's. The ZIP is of A's authorised NFS-e of January 2026
  // (nfseOfA's); B has none that month: 404 "nenhuma NFS-e autorizada", not an empty file.
  'GET /api/nfse': { access: 'agency', query: () => '?month=2026-01&by=competencia&status=autorizada' },
  // The list's export (decision 077): every month, so the spreadsheet test sees the hostile rows
  // testing/hostile-records.ts adds; B has none of A's: 404 "nenhuma NFS-e", not an empty file.
  'GET /api/nfse/export': {
    access: 'agency',
    params: async (w) => (await nfseOfA(w), {}),
    query: () => '?format=csv',
    except: { managerB: 404 },
  },
  'GET /api/nfse/xml.zip': {
    access: 'agency',
    params: async (w) => (await nfseOfA(w), {}),
    query: () => '?month=2026-01',
    except: { managerB: 404 },
  },
  'GET /api/nfse/settings': { access: 'dispatcher' },
  'PUT /api/nfse/settings': { access: 'dispatcher', body: (_w, actor) => ({ ...NFSE_TEST_SETTINGS, cnpj: CNPJ_OF[actor] ?? A_CNPJ }) },
  'POST /api/nfse/certificate': { access: 'dispatcher', body: (_w, actor) => certificateBody(actor), headers: CERTIFICATE_HEADERS },
  // Stage 1: after the upload above gave each manager's agency a certificate to remove.
  'DELETE /api/nfse/certificate': { access: 'dispatcher', stage: 1 },
};

/** For testing/audit-probes.ts (its AuditProbe, written out here so the two files do not import each other). */
type ParamsProbe = { params?: (w: World) => Promise<Record<string, string>>; stage?: 1 | 2 };

export const nfseAuditProbes: Record<string, ParamsProbe> = {
  // A's certificate, uploaded for the removal to find (the upload's own probe may have run or not).
  'DELETE /api/nfse/certificate': {
    stage: 1,
    params: async (w) => {
      await ensureCertificateOfA(w, 'the removal');
      return {};
    },
  },
};
