import { numberedRegistration } from './numbered-documents.ts';
import type { Probe } from './route-matrix-probe.ts';
import type { World } from './route-matrix-world.ts';

// Lembretes de licenciamento (decision 066) in the role × tenant matrix and the audit probes. A
// reminder is refused for 15 days per owner, so each call reminds a new owner of A's, saved through
// Cadastro do Sistema with an e-mail, a mobile and (for e-mail) the consent recorded.

let next = 700;

async function freshVehicle(w: World, consent: boolean): Promise<string> {
  const i = next++;
  const body = numberedRegistration(i);
  body.owner.email = `lembrete${i}@clientes.test`;
  const as = (method: string, url: string, payload?: unknown) =>
    w.t.request({ method, url, body: payload, cookie: w.actors.managerA.cookie, ip: w.t.nextIp() });
  const saved = await as('POST', '/api/registrations', body);
  if (saved.statusCode >= 300) throw new Error(`registration: ${saved.statusCode} ${saved.body}`);
  const { vehicle, service } = saved.json() as { vehicle: { id: string }; service: { id: string } };
  if (consent) {
    const granted = await as('PUT', `/api/services/${service.id}/tracking/consent`, { email: true });
    if (granted.statusCode >= 300) throw new Error(`consent: ${granted.statusCode} ${granted.body}`);
  }
  w.aIds.push(vehicle.id);
  return vehicle.id;
}

// The matrix gives a probe's body no params: the vehicle made by `params` is kept here for it.
let current = '';
const fresh = (consent: boolean) => async (w: World) => ({ vehicleId: (current = await freshVehicle(w, consent)) });

export const reminderProbes: Record<string, Probe> = {
  'POST /api/licensing/reminders': { access: 'agency', params: fresh(true), body: () => ({ vehicleIds: [current], honorarios: '150,00' }) },
  'POST /api/licensing/reminders/whatsapp': { access: 'agency', params: fresh(false), body: () => ({ vehicleId: current, honorarios: '150,00' }) },
  // Ids of no vehicle of the caller's agency read as no reminder, not as a refusal: the page's own ids.
  'GET /api/licensing/reminders/last': { access: 'agency', query: () => '?ids=00000000-0000-4000-8000-000000000000' },
  'GET /api/licensing/reminder-settings': { access: 'agency' },
  'PUT /api/licensing/reminder-settings': { access: 'dispatcher', body: () => ({ autoMonthly: false, honorarios: '150,00' }) },
  'GET /api/dashboard/licensing': { access: 'agency' },
};

type ParamsProbe = {
  params?: (w: World) => Promise<Record<string, string>>;
  body: (w: World, params: Record<string, string>) => unknown;
};

/** For testing/audit-probes.ts (its AuditProbe, written out here so the two files do not import each other). */
export const reminderAuditProbes: Record<string, ParamsProbe> = {
  'POST /api/licensing/reminders': {
    params: async (w) => ({ vehicleId: await freshVehicle(w, true) }),
    body: (_w, params) => ({ vehicleIds: [params.vehicleId], honorarios: '150,00' }),
  },
  'POST /api/licensing/reminders/whatsapp': {
    params: async (w) => ({ vehicleId: await freshVehicle(w, false) }),
    body: (_w, params) => ({ vehicleId: params.vehicleId, honorarios: '150,00' }),
  },
  'PUT /api/licensing/reminder-settings': { body: () => ({ autoMonthly: true, honorarios: '175,00' }) },
};
