import { sampleRequests } from '@despacha/domain/contracts/requests/samples';
import type { RegistrationRequest } from '@despacha/domain/contracts/registry/registration';
import { OWNER_EMAIL, type TestApp } from './test-app.ts';
import { registration } from './registry-factory.ts';

// The world the role × tenant matrix runs in: agency A with a real row of every kind a URL can
// name, agency B with its own manager, and the platform's admin. Everything is made through the
// API, the way users make it, so the rows are what production would hold.

export const ACTORS = ['anonymous', 'staffA', 'managerA', 'managerB', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];
export type SignedActor = Exclude<ActorName, 'anonymous'>;

/** Every distinctive text of agency A carries this mark, so a leak shows wherever it surfaces. */
export const A_MARK = 'alfaleak';

type Account = { name: string; email: string; password: string; cookie: string; id: string };

export type World = {
  t: TestApp;
  actors: Record<SignedActor, Account>;
  a: {
    agencyId: string;
    agencyBody: { name: string; email: string; cnpj: string; phone: string; planId: string; additionalUsers: number };
    spareUserId: string;
    ownerId: string;
    vehicleId: string;
    serviceId: string;
    originId: string;
    fileId: string;
    requestId: string;
    /** Cadastro do Sistema as saved, with the ids: posting it again changes nothing. */
    registration: RegistrationRequest;
  };
  b: { agencyId: string };
  platform: { planId: string; fieldOptionId: string };
  /** Ids of A's rows (throwaway ones join as they are made): a request naming one is about A's data. */
  aIds: string[];
  /** A's ids, documents and the mark of its names: nobody outside A may ever read one. */
  leakTokens: () => string[];
  /** A file of A's made for a request that deletes it. */
  throwawayFile: () => Promise<string>;
  /** A field option made for a request that deletes it. */
  throwawayFieldOption: () => Promise<string>;
};

const A_DOCS = { cpf: '371.826.459-55', placa: 'KAL-4321', renavam: '14283256656', chassis: '9BGRD08X04G117974' };
export const PASSWORD = 'segredo123';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32), Buffer.from('\n%%EOF')]);
const BOUNDARY = '----routematrix';
export const MULTIPART_HEADERS = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** A scanned document for the checklist item `item`, as the service page uploads it. */
export function multipartPdf(item: string, name = 'procuracao.pdf'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="item"\r\n\r\n${item}\r\n`),
    Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: application/pdf\r\n\r\n`),
    PDF,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

async function expectStatus(res: Awaited<ReturnType<TestApp['request']>>, status: number, what: string) {
  if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown> & { id: string };
}

/** Follows an invitation mail to the reset page and sets the password there, as the invitee would. */
async function acceptInvitation(t: TestApp, email: string, password: string) {
  const link = new URL((await t.latestMail(email))!.link!);
  const redirect = await t.request({ url: link.pathname + link.search, ip: t.nextIp() });
  const token = new URL(redirect.headers.location as string).searchParams.get('token');
  await expectStatus(
    await t.request({ method: 'POST', url: '/api/auth/reset-password', body: { token, newPassword: password }, ip: t.nextIp() }),
    200,
    'invitation',
  );
}

export async function buildWorld(t: TestApp): Promise<World> {
  const call = (cookie: string, method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
    t.request({ method, url, cookie, body, headers, ip: t.nextIp() });
  const meOf = async (cookie: string) => ((await call(cookie, 'GET', '/api/me')).json() as { user: { id: string } }).user.id;

  // The platform owner signs up and becomes the admin; agency B onboards by itself.
  const admin = await t.userSession('Dona da Plataforma', OWNER_EMAIL, PASSWORD);
  const managerB = await t.userSession('Bruno Beta', 'gerente@beta.test', PASSWORD);
  const agencyB = await expectStatus(await t.onboard(managerB, { name: 'Despachante Beta', cnpj: '11.222.333/0001-81' }), 201, 'onboard B');

  // Agency A is a client the admin registers, with its manager invited by e-mail.
  const agencyBody = {
    name: `Despachante ${A_MARK}`,
    email: `contato@${A_MARK}.test`,
    cnpj: '12.ABC.345/01DE-35',
    phone: '(21) 3333-4444',
    planId: 'basico',
    additionalUsers: 10,
  };
  const clientA = await expectStatus(
    await call(admin, 'POST', '/api/admin/clients', { ...agencyBody, adminName: `Gerente ${A_MARK}`, adminEmail: `gerente@${A_MARK}.test` }),
    201,
    'client A',
  );
  await acceptInvitation(t, `gerente@${A_MARK}.test`, PASSWORD);
  const managerA = await t.login(`gerente@${A_MARK}.test`, PASSWORD);

  // A staff member the admin creates with a temporary password, which they replace at first sign-in.
  const newUser = (name: string, email: string) => ({ name, email, role: 'user', clientId: clientA.id, temporaryPassword: 'Abc23xyz' });
  await expectStatus(await call(admin, 'POST', '/api/admin/users', newUser(`Equipe ${A_MARK}`, `equipe@${A_MARK}.test`)), 201, 'staff A');
  const temporary = await t.login(`equipe@${A_MARK}.test`, 'Abc23xyz');
  await expectStatus(await call(temporary, 'POST', '/api/me/password', { currentPassword: 'Abc23xyz', newPassword: PASSWORD }), 200, 'staff password');
  const staffA = await t.login(`equipe@${A_MARK}.test`, PASSWORD);
  const spare = await expectStatus(await call(admin, 'POST', '/api/admin/users', newUser(`Reserva ${A_MARK}`, `reserva@${A_MARK}.test`)), 201, 'spare A');

  // A's registry: an origin, then owner, vehicle and service saved together, moved, documented.
  const origin = await expectStatus(
    await call(managerA, 'POST', '/api/origins', { nomeEmpresa: `Oficina ${A_MARK}`, cnpj: '11.222.333/0001-81' }),
    201,
    'origin',
  );
  const saved = await expectStatus(
    await call(
      managerA,
      'POST',
      '/api/registrations',
      registration({
        owner: { nome: `Osvaldo ${A_MARK}`, cpf: A_DOCS.cpf, email: `osvaldo@${A_MARK}.test` },
        vehicle: { placa: A_DOCS.placa, renavam: A_DOCS.renavam, chassis: A_DOCS.chassis },
        service: { originId: origin.id, observacoes: `Obs ${A_MARK}` },
      }),
    ),
    200,
    'registration',
  );
  const { owner, vehicle, service } = saved as unknown as Record<'owner' | 'vehicle' | 'service', { id: string }>;
  await expectStatus(await call(managerA, 'POST', `/api/services/${service.id}/movements`, { position: 'emissao', note: `Nota ${A_MARK}` }), 201, 'movement');
  await expectStatus(await call(managerA, 'PUT', `/api/services/${service.id}/checklist/procuracao`, { required: true }), 200, 'checklist');
  const upload = () => call(managerA, 'POST', `/api/services/${service.id}/files`, multipartPdf('procuracao', `${A_MARK}.pdf`), MULTIPART_HEADERS);
  const file = await expectStatus(await upload(), 201, 'file');
  const request = await expectStatus(
    await call(managerA, 'POST', '/api/requests', { type: 'certidao-propriedade', data: sampleRequests['certidao-propriedade'], serviceId: service.id }),
    201,
    'request',
  );

  // Platform reference rows the admin keeps.
  const plan = await expectStatus(await call(admin, 'POST', '/api/admin/plans', { name: 'Plano Matriz', priceCents: 4900 }), 201, 'plan');
  const optionBody = (value: string) => ({ fieldName: 'color', optionValue: value, optionLabel: value });
  const option = await expectStatus(await call(admin, 'POST', '/api/admin/field-options', optionBody('matriz')), 201, 'field option');
  let spares = 0;

  const registrationOfA = registration({
    owner: { id: owner.id, nome: `Osvaldo ${A_MARK}`, cpf: A_DOCS.cpf, email: `osvaldo@${A_MARK}.test` },
    vehicle: { id: vehicle.id, placa: A_DOCS.placa, renavam: A_DOCS.renavam, chassis: A_DOCS.chassis },
    service: { id: service.id, originId: origin.id, observacoes: `Obs ${A_MARK}` },
  });
  const account = async (name: string, email: string, cookie: string): Promise<Account> => ({
    name,
    email,
    password: PASSWORD,
    cookie,
    id: await meOf(cookie),
  });
  const actors = {
    staffA: await account(`Equipe ${A_MARK}`, `equipe@${A_MARK}.test`, staffA),
    managerA: await account(`Gerente ${A_MARK}`, `gerente@${A_MARK}.test`, managerA),
    managerB: await account('Bruno Beta', 'gerente@beta.test', managerB),
    admin: await account('Dona da Plataforma', OWNER_EMAIL, admin),
  };
  const a = {
    agencyId: clientA.id,
    agencyBody,
    spareUserId: spare.id,
    ownerId: owner.id,
    vehicleId: vehicle.id,
    serviceId: service.id,
    originId: origin.id,
    fileId: file.id,
    requestId: request.id,
    registration: registrationOfA,
  };
  const aIds = [a.agencyId, a.spareUserId, a.ownerId, a.vehicleId, a.serviceId, a.originId, a.fileId, a.requestId, actors.staffA.id, actors.managerA.id];
  const aTexts = [A_MARK, A_DOCS.cpf.replace(/\D/g, ''), A_DOCS.placa.replace('-', ''), A_DOCS.renavam, A_DOCS.chassis];
  const made = (id: string) => (aIds.push(id), id);
  return {
    t,
    actors,
    a,
    b: { agencyId: agencyB.id },
    platform: { planId: plan.id, fieldOptionId: option.id },
    aIds,
    leakTokens: () => [...aIds, ...aTexts],
    throwawayFile: async () => made((await expectStatus(await upload(), 201, 'throwaway file')).id),
    throwawayFieldOption: async () =>
      (await expectStatus(await call(admin, 'POST', '/api/admin/field-options', optionBody(`descartavel-${++spares}`)), 201, 'throwaway option')).id,
  };
}
