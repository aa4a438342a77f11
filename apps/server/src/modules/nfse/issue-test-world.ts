// Test support for the NFS-e (decisions 073, 075): the agencies the tests act in, fiscal settings
// that pass every check, the certificate upload; the fake Sefin on loopback, a gateway factory the
// tests can switch to "the answer was lost" or "down", and the agency's A1 certificate as a .pfx of
// the identity the fake's test CA signed (its CN ends in ":CNPJ", as ICP-Brasil A1 certificates do).
// Used by issue.test.ts, nfse-settings.test.ts, list.test.ts and testing/route-matrix-nfse.ts.
import { eq } from 'drizzle-orm';
import { nfseDocuments, profiles, services } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { makeTestPki, pkcs12Of, type TestIdentity, type TestPki } from './fake-sefin-certs.ts';
import { FakeSefin } from './fake-sefin.ts';
import { NfseUnavailableError } from './gateway.ts';
import { HttpNfseGateway } from './gateway-http.ts';
import type { NfseGatewayFactory } from './issue-gateway.ts';
import { CERTIFICATE_HEADERS, multipartCertificate } from './test-certificates.ts';

/** Fiscal settings every check accepts (Rio, item 33.01, Simples Nacional at 5%); the CNPJ is the caller's to add. */
export const NFSE_TEST_SETTINGS = {
  inscricaoMunicipal: '1234567',
  municipioIbge: '3304557',
  regime: 'simples_nacional',
  cTribNac: '330101',
  nbs: '',
  issRateBp: '5,00',
  series: '1',
};

/** A's CNPJ in the tests that issue: the fake Sefin's test identity carries it. */
export const AGENCY_A_CNPJ = '11.222.333/0001-81';

export type TwoAgencies = { ana: string; beto: string; bia: string; agencyA: string; agencyB: string };

/** Agency A (CNPJ 11.222.333/0001-81) with its dispatcher Ana and staff Beto; agency B of `bCnpj` with its dispatcher Bia. */
export async function twoAgencies(t: TestApp, bCnpj: string): Promise<TwoAgencies> {
  const ana = await t.userSession('Ana', 'ana@a.com.br');
  const agencyA = (await t.onboard(ana, { name: 'Agência A' })).json().id as string;
  const beto = await t.userSession('Beto', 'beto@a.com.br');
  const betoId = (await t.request({ url: '/api/me', cookie: beto })).json().user.id as string;
  await t.db.update(profiles).set({ agencyId: agencyA, role: 'user' }).where(eq(profiles.id, betoId));
  t.app.forgetActor(betoId);
  const bia = await t.userSession('Bia', 'bia@b.com.br');
  const agencyB = (await t.onboard(bia, { name: 'Agência B', cnpj: bCnpj })).json().id as string;
  return { ana, beto, bia, agencyA, agencyB };
}

/** Uploads an A1 certificate as the settings screen does. */
export function uploadCertificate(t: TestApp, cookie: string, pfx: Buffer | null, password: string | null, ip?: string) {
  return t.request({ method: 'POST', url: '/api/nfse/certificate', cookie, headers: CERTIFICATE_HEADERS, body: multipartCertificate(pfx, password), ip });
}

/** Saves the fiscal settings (with `over`) and uploads the certificate; throws on any refusal. */
export async function configureNfse(t: TestApp, cookie: string, o: { cnpj: string; pfx: Buffer; password: string; over?: Record<string, unknown> }) {
  const saved = await t.request({ method: 'PUT', url: '/api/nfse/settings', cookie, body: { ...NFSE_TEST_SETTINGS, cnpj: o.cnpj, ...o.over } });
  if (saved.statusCode !== 200) throw new Error(`NFS-e settings: ${saved.statusCode} ${saved.body}`);
  const uploaded = await uploadCertificate(t, cookie, o.pfx, o.password);
  if (uploaded.statusCode !== 201) throw new Error(`certificate: ${uploaded.statusCode} ${uploaded.body}`);
}

export const PFX_PASSWORD = 'senha-do-certificado';

/** The identity as a PKCS#12 file, as the agency would upload it. */
export const pfxOf = (identity: TestIdentity, password = PFX_PASSWORD): Buffer => pkcs12Of(identity, password);

/**
 * normal: the adapter as it is. answerLost: the DPS reaches the Sefin and is issued, but the adapter
 * reports no answer (a timeout whose lookup failed too). down: nothing reaches the Sefin.
 */
export type GatewayMode = 'normal' | 'answerLost' | 'down';

export type SefinWorld = { pki: TestPki; fake: FakeSefin; factory: NfseGatewayFactory; mode: { current: GatewayMode }; stop(): Promise<void> };

export async function startSefinWorld(cnpj = '11222333000181'): Promise<SefinWorld> {
  const pki = makeTestPki(cnpj);
  const fake = new FakeSefin({ pki, knownTaxCodes: ['330101'], lateMs: 8000 });
  const baseUrl = await fake.start();
  const mode = { current: 'normal' as GatewayMode };
  const open: HttpNfseGateway[] = [];
  const down = () => Promise.reject(new NfseUnavailableError('Sefin fora do ar (teste).'));
  const factory: NfseGatewayFactory = (credentials) => {
    const real = new HttpNfseGateway({ baseUrl, credentials, ca: pki.ca.certificatePem, timeoutMs: 6000, maxAttempts: 3, backoffMs: () => 10 });
    open.push(real);
    return {
      async sendDps(xml, id) {
        if (mode.current === 'down') return down();
        const result = await real.sendDps(xml, id);
        if (mode.current === 'answerLost') throw new NfseUnavailableError('Resposta perdida (teste).');
        return result;
      },
      findByDpsId: (id) => (mode.current === 'down' ? down() : real.findByDpsId(id)),
      nfseByAccessKey: (key) => (mode.current === 'down' ? down() : real.nfseByAccessKey(key)),
      registerEvent: (key, xml) => (mode.current === 'down' ? down() : real.registerEvent(key, xml)),
      close: () => real.close(),
    };
  };
  return {
    pki,
    fake,
    factory,
    mode,
    async stop() {
      for (const g of open) g.close();
      await fake.stop();
    },
  };
}

export type StoredNfse = {
  agencyId: string;
  serviceId: string;
  number: number;
  series?: string;
  status?: 'pendente' | 'autorizada' | 'rejeitada' | 'cancelada';
  competence?: string;
  createdAt?: Date;
  honorariosCents?: number;
  tomadorName?: string;
  nfseXml?: string;
};

/**
 * An NFS-e row as issuing leaves it, written straight to the table: for what needs stored NFS-e and
 * no Sefin (the lists, the ZIP, the route matrix). An authorised or cancelled one has its chave and XML.
 */
export function storedNfse(o: StoredNfse): typeof nfseDocuments.$inferInsert {
  const series = o.series ?? '99';
  const status = o.status ?? 'pendente';
  const issued = status === 'autorizada' || status === 'cancelada';
  return {
    agencyId: o.agencyId,
    serviceId: o.serviceId,
    series,
    number: o.number,
    dpsId: `DPS3304557211222333000181${series.padStart(5, '0')}${String(o.number).padStart(15, '0')}`,
    layout: '1.01',
    environment: 'homologacao',
    status,
    signedDpsXml: '<DPS/>',
    honorariosCents: o.honorariosCents ?? 15000,
    tomadorName: o.tomadorName ?? 'Osvaldo Matriz',
    tomadorDocument: '37182645955',
    description: 'Honorários de despachante',
    competence: o.competence ?? '2026-01-02',
    ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    ...(issued
      ? { accessKey: String(o.number).padStart(50, '3'), nfseNumber: String(o.number), nfseXml: o.nfseXml ?? `<NFSe><nNFSe>${o.number}</nNFSe></NFSe>` }
      : {}),
    ...(status === 'cancelada' ? { cancelledAt: new Date(), cancelJustification: 'Honorários lançados em duplicidade' } : {}),
    ...(status === 'rejeitada' ? { rejectionCode: 'E0310', rejectionMessage: 'Código de tributação nacional inexistente.' } : {}),
    createdByName: 'Matriz',
  };
}

/** `count` bare services of the agency (numbers from `firstNumber`), on one of its vehicles and owners: each may hold one live NFS-e. */
export async function bareServices(db: Db, o: { agencyId: string; vehicleId: string; ownerId: string; firstNumber: number; count: number }): Promise<string[]> {
  const made = await db
    .insert(services)
    .values(
      Array.from({ length: o.count }, (_, i) => ({
        agencyId: o.agencyId,
        number: o.firstNumber + i,
        vehicleId: o.vehicleId,
        ownerId: o.ownerId,
        servico: 'transferencia',
      })),
    )
    .returning({ id: services.id });
  return made.map((m) => m.id);
}
