import { and, eq } from 'drizzle-orm';
import { nfseDocuments, services } from '../db/schema/index.ts';
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
function certificateBody(actor: ActorName): Buffer {
  const cnpj = CNPJ_OF[actor] ?? A_CNPJ;
  let cert = made.get(cnpj);
  if (!cert) made.set(cnpj, (cert = makeTestPfx({ cnpj, name: 'DESPACHANTE MATRIZ LTDA' })));
  return multipartCertificate(cert.pfx, cert.password);
}

const SETTINGS = {
  inscricaoMunicipal: '1234567',
  municipioIbge: '3304557',
  regime: 'simples_nacional',
  cTribNac: '330101',
  nbs: '',
  issRateBp: '5,00',
  series: '1',
};

/**
 * A's NFS-e, inserted once per world on two services of their own (one live NFS-e per service): a
 * pending one (the test app's gateway is offline, so a send leaves it pending) and an authorised one.
 */
const docsOfA = new WeakMap<World, Promise<{ pending: string; authorised: string }>>();
async function makeDocs(w: World) {
  const { db } = w.t;
  const made = await db
    .insert(services)
    .values([9901, 9902].map((number) => ({ agencyId: w.a.agencyId, number, vehicleId: w.a.vehicleId, ownerId: w.a.ownerId, servico: 'transferencia' })))
    .returning({ id: services.id });
  const doc = (i: number) => ({
    agencyId: w.a.agencyId,
    serviceId: made[i]!.id,
    series: '99',
    number: i + 1,
    dpsId: `DPS3304557211222333000181${'99'.padStart(5, '0')}${String(i + 1).padStart(15, '0')}`,
    layout: '1.01',
    environment: 'homologacao',
    signedDpsXml: '<DPS/>',
    honorariosCents: 15000,
    tomadorName: 'Osvaldo Matriz',
    tomadorDocument: '37182645955',
    description: 'Honorários de despachante',
    competence: '2026-01-02',
    createdByName: 'Matriz',
  });
  const [pending] = await db.insert(nfseDocuments).values(doc(0)).returning({ id: nfseDocuments.id });
  const [authorised] = await db
    .insert(nfseDocuments)
    .values({ ...doc(1), status: 'autorizada', accessKey: '3'.repeat(50), nfseNumber: '7', nfseXml: '<NFSe><nNFSe>7</nNFSe></NFSe>' })
    .returning({ id: nfseDocuments.id });
  w.aIds.push(...made.map((m) => m.id), pending!.id, authorised!.id);
  return { pending: pending!.id, authorised: authorised!.id };
}
const nfseOfA = (w: World) => {
  if (!docsOfA.has(w)) docsOfA.set(w, makeDocs(w));
  return docsOfA.get(w)!;
};

/** A's certificate, for a send to get as far as the (offline) gateway; the upload's own probe may have run or not. */
async function ensureCertificateOfA(w: World) {
  const res = await w.t.request({
    method: 'POST',
    url: '/api/nfse/certificate',
    cookie: w.actors.managerA.cookie,
    headers: CERTIFICATE_HEADERS,
    body: certificateBody('managerA'),
    ip: w.t.nextIp(),
  });
  if (res.statusCode !== 201) throw new Error(`certificate for the NFS-e retry: ${res.statusCode} ${res.body}`);
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

// A's CNPJ is alphanumeric, which the DPS layout in force refuses (decision 071): issuing and
// cancelling are refused once authorized (422) whatever ran before; the fake Sefin's tests issue.
const refusedForA = { managerA: 422, staffA: 422 } as const;

export const nfseProbes: Record<string, Probe> = {
  'GET /api/services/:id/nfse': { access: 'agency', params: (w) => ({ id: w.a.serviceId }) },
  'POST /api/services/:id/nfse': {
    access: 'agency',
    params: (w) => ({ id: w.a.serviceId }),
    body: () => ({ description: 'Honorários de despachante', competence: '02/01/2026' }),
    except: refusedForA,
  },
  'POST /api/nfse/:id/retry': { access: 'agency', params: pendingOfA },
  'POST /api/nfse/:id/cancel': {
    access: 'agency',
    params: async (w) => ({ id: (await nfseOfA(w)).authorised }),
    body: () => ({ reason: '1', justification: 'Honorários lançados em duplicidade' }),
    except: refusedForA,
  },
  'GET /api/nfse/:id/xml': { access: 'agency', params: async (w) => ({ id: (await nfseOfA(w)).authorised }) },
  'GET /api/nfse/settings': { access: 'dispatcher' },
  'PUT /api/nfse/settings': { access: 'dispatcher', body: (_w, actor) => ({ ...SETTINGS, cnpj: CNPJ_OF[actor] ?? A_CNPJ }) },
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
      const res = await w.t.request({
        method: 'POST',
        url: '/api/nfse/certificate',
        cookie: w.actors.managerA.cookie,
        headers: CERTIFICATE_HEADERS,
        body: certificateBody('managerA'),
        ip: w.t.nextIp(),
      });
      if (res.statusCode !== 201) throw new Error(`certificate for the removal: ${res.statusCode} ${res.body}`);
      return {};
    },
  },
};
