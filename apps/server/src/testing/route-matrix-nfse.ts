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

export const nfseProbes: Record<string, Probe> = {
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
