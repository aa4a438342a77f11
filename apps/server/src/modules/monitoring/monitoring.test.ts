import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { monitoringMessages } from '@despacha/domain/monitoring/constants';
import { defaultSettings } from '@despacha/domain/settings/defaults';
import type { GroupStats } from '@despacha/domain/contracts/monitoring';
import { OWNER_EMAIL, createTestApp, testConfig, type TestApp } from '../../testing/test-app.ts';
import { monitoringHourly } from '../../db/schema/index.ts';
import { HOUR_MS } from './history.ts';

const METRICS_TOKEN = 'token-de-metricas-0123456789';
let t: TestApp;
let admin: string;
let staff: string;

const overview = async () => {
  const res = await t.request({ url: '/api/admin/monitoring', cookie: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const group = (o: { traffic: { groups: GroupStats[] } }, name: string) => o.traffic.groups.find((g) => g.group === name);

beforeAll(async () => {
  t = await createTestApp({
    config: testConfig({ metricsToken: METRICS_TOKEN }),
    // A real logger (written nowhere) so the ring of recent lines has something to keep.
    logger: { level: 'info', stream: { write: () => {} } },
  });
  admin = await t.userSession('Dona Admin', OWNER_EMAIL);
  staff = await t.userSession('Ana', 'ana@a.com.br');
});
afterAll(async () => t.close());

describe('Monitoramento', () => {
  it('is for platform administrators only', async () => {
    expect((await t.request({ url: '/api/admin/monitoring', cookie: staff })).statusCode).toBe(403);
    expect((await t.request({ url: '/api/admin/monitoring' })).statusCode).toBe(401);
    expect((await t.request({ url: '/api/admin/monitoring/logs', cookie: staff })).statusCode).toBe(403);
  });

  it('shows live checks, host and process resources', async () => {
    const o = await overview();
    expect(o.checks.map((c: { name: string }) => c.name)).toEqual(['api', 'database', 'storage', 'email']);
    const byName = Object.fromEntries(o.checks.map((c: { name: string }) => [c.name, c]));
    expect(byName.database).toMatchObject({ status: 'online' });
    expect(byName.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(byName.storage.status).toBe('online');
    // No SMTP_URL in tests: mail goes to the outbox, a degraded mode.
    expect(byName.email).toMatchObject({ status: 'warning', detail: monitoringMessages.smtpNotConfigured });
    expect(o.resources.host.memory.total).toBeGreaterThan(0);
    expect(o.resources.host.memory.percent).toBeGreaterThan(0);
    expect(o.resources.host.disk.total).toBeGreaterThan(0);
    expect(o.resources.process.rss).toBeGreaterThan(0);
    expect(o.resources.host.cpus).toBeGreaterThan(0);
  });

  it('shows the API as in maintenance while Configurações has maintenance mode on', async () => {
    const put = (maintenanceMode: boolean) =>
      t.request({ method: 'PUT', url: '/api/admin/settings/platform', cookie: admin, body: { ...defaultSettings.platform, maintenanceMode } });
    expect((await put(true)).statusCode).toBe(200);
    try {
      const o = await overview();
      expect(o.maintenance).toBe(true);
      expect(o.checks.find((c: { name: string }) => c.name === 'api').status).toBe('maintenance');
    } finally {
      expect((await put(false)).statusCode).toBe(200);
    }
    expect((await overview()).checks.find((c: { name: string }) => c.name === 'api').status).not.toBe('maintenance');
  });

  it('counts requests, 5xx errors and latency per route group under a short load', async () => {
    const before = group(await overview(), 'health')?.requests ?? 0;
    for (let i = 0; i < 40; i++) await t.request({ url: '/api/health' });
    // The health route answers 503 while the database does not answer its ping.
    const ping = t.database.ping;
    t.database.ping = async () => {
      throw new Error('down');
    };
    for (let i = 0; i < 10; i++) await t.request({ url: '/api/health' });
    t.database.ping = ping;
    const o = await overview();
    const health = group(o, 'health')!;
    expect(health.requests - before).toBe(50);
    expect(health.errors).toBe(10);
    expect(health.errorRate).toBeGreaterThan(0.15);
    expect(health.p50Ms).toBeGreaterThan(0);
    expect(health.p99Ms).toBeGreaterThanOrEqual(health.p50Ms!);
    expect(o.traffic.total.requests).toBeGreaterThanOrEqual(health.requests);
    expect(group(o, 'admin/monitoring')!.requests).toBeGreaterThanOrEqual(2);
    // The hour under way is the chart's last point, from memory.
    expect(o.history.at(-1).requests).toBeGreaterThanOrEqual(50);
  });

  it('opens an incident when the database check fails for minutes, and resolves it when it answers', async () => {
    const t0 = Date.now();
    t.app.monitoring.setProbe('database', async () => {
      throw new Error('conexão recusada');
    });
    await t.app.monitoring.tick(t0);
    await t.app.monitoring.tick(t0 + 60_000);
    let o = await overview();
    expect(o.checks.find((c: { name: string }) => c.name === 'database').status).toBe('error');
    expect(o.incidents.filter((i: { source: string }) => i.source === 'database')).toHaveLength(0);
    await t.app.monitoring.tick(t0 + 181_000);
    await t.app.monitoring.tick(t0 + 241_000);
    o = await overview();
    const open = o.incidents.filter((i: { source: string }) => i.source === 'database');
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ type: 'warning', status: 'investigating', severity: 'high', title: 'Banco de dados sem resposta' });
    expect(open[0].description).toContain('conexão recusada');

    t.app.monitoring.setProbe('database', async () => 'ok');
    await t.app.monitoring.tick(t0 + 300_000);
    o = await overview();
    const done = o.incidents.find((i: { id: string }) => i.id === open[0].id);
    expect(done).toMatchObject({ status: 'resolved', resolutionNote: monitoringMessages.autoResolved });
  });

  it('registers an incident by hand and resolves it with a note', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/admin/monitoring/incidents',
      cookie: admin,
      body: { type: 'info', title: ' ', status: 'scheduled', severity: 'low' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.title).toBe(monitoringMessages.titleRequired);
    const body = { type: 'info', title: 'Janela de manutenção do banco', description: 'Atualização do PostgreSQL', status: 'scheduled', severity: 'low' };
    expect((await t.request({ method: 'POST', url: '/api/admin/monitoring/incidents', cookie: staff, body })).statusCode).toBe(403);
    const res = await t.request({ method: 'POST', url: '/api/admin/monitoring/incidents', cookie: admin, body });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    let incident = (await overview()).incidents.find((i: { id: string }) => i.id === id);
    expect(incident).toMatchObject({ ...body, createdByName: 'Dona Admin', resolvedAt: null });

    const resolve = (note: string) => t.request({ method: 'POST', url: `/api/admin/monitoring/incidents/${id}/resolve`, cookie: admin, body: { note } });
    expect((await resolve('')).json().error.fields.note).toBe(monitoringMessages.noteRequired);
    expect((await resolve('Atualização concluída')).statusCode).toBe(200);
    incident = (await overview()).incidents.find((i: { id: string }) => i.id === id);
    expect(incident).toMatchObject({ status: 'resolved', resolutionNote: 'Atualização concluída', resolvedByName: 'Dona Admin' });
    expect((await resolve('de novo')).statusCode).toBe(409);
    const missing = await t.request({
      method: 'POST',
      url: '/api/admin/monitoring/incidents/00000000-0000-4000-8000-000000000000/resolve',
      cookie: admin,
      body: { note: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('writes each finished hour to the history and prunes what is older than 7 days', async () => {
    const old = new Date(Date.now() - 8 * 24 * HOUR_MS);
    await t.db.insert(monitoringHourly).values({ hour: old, routeGroup: '*', instance: 'velho', requests: 5, errors: 0, buckets: [5], durationMsSum: 10 });
    for (let i = 0; i < 5; i++) await t.request({ url: '/api/health' });
    // Two hours on: an earlier test's ticks (up to 5 minutes ahead) may already have closed this
    // hour when it ran in an hour's last minutes, splitting the figures over two hour rows.
    await t.app.monitoring.tick(Date.now() + 2 * HOUR_MS);
    const rows = await t.db
      .select()
      .from(monitoringHourly)
      .where(sql`${monitoringHourly.routeGroup} in ('*', 'health')`);
    expect(rows.some((r) => r.instance === 'velho')).toBe(false);
    const all = rows.filter((r) => r.routeGroup === '*').sort((a, b) => a.hour.getTime() - b.hour.getTime());
    const health = rows.filter((r) => r.routeGroup === 'health');
    const sum = (list: typeof rows, key: 'requests' | 'errors') => list.reduce((n, r) => n + r[key], 0);
    expect(sum(health, 'requests')).toBeGreaterThanOrEqual(55);
    expect(sum(health, 'errors')).toBe(10);
    expect(sum(all, 'requests')).toBeGreaterThan(sum(health, 'requests'));
    for (const r of all) expect(r.buckets.reduce((a, b) => a + b, 0)).toBe(r.requests);
    const o = await overview();
    expect(o.history[0]).toMatchObject({ hour: all[0]!.hour.toISOString(), requests: all[0]!.requests });
  });

  it('keeps recent log lines by level, without personal data', async () => {
    await t.request({ method: 'POST', url: '/api/auth/sign-in/email', body: { email: 'fulano@exemplo.com.br', password: 'errada123' } });
    const ping = t.database.ping;
    t.database.ping = async () => {
      throw new Error('down');
    };
    await t.request({ url: '/api/health' });
    t.database.ping = ping;
    const res = await t.request({ url: '/api/admin/monitoring/logs?level=error', cookie: admin });
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((l: { level: string }) => l.level === 'error')).toBe(true);
    expect(items.map((l: { msg: string }) => l.msg)).toContain('health check: database unreachable');
    const all = (await t.request({ url: '/api/admin/monitoring/logs', cookie: admin })).json().items;
    expect(all.length).toBeGreaterThanOrEqual(items.length);
    expect(JSON.stringify(all)).not.toContain('@exemplo.com.br');
    expect((await t.request({ url: '/api/admin/monitoring/logs?level=nada', cookie: admin })).statusCode).toBe(400);
  });

  it('serves /metrics in Prometheus text format to the holder of the token', async () => {
    expect((await t.request({ url: '/metrics' })).statusCode).toBe(401);
    expect((await t.request({ url: '/metrics', headers: { authorization: 'Bearer errado' } })).statusCode).toBe(401);
    const res = await t.request({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    const lines = res.body.split('\n');
    expect(lines).toContain('# TYPE despacha_http_request_duration_seconds histogram');
    const inf = lines.find((l) => l.startsWith('despacha_http_request_duration_seconds_bucket{group="health",le="+Inf"}'))!;
    const count = lines.find((l) => l.startsWith('despacha_http_request_duration_seconds_count{group="health"}'))!;
    expect(Number(inf.split(' ')[1])).toBeGreaterThanOrEqual(55);
    expect(inf.split(' ')[1]).toBe(count.split(' ')[1]);
    expect(lines).toContain('despacha_http_errors_total{group="health"} 11');
    // Every sample line is `name{labels} value` or `name value` with a number.
    for (const l of lines.filter((x) => x && !x.startsWith('#'))) expect(l).toMatch(/^[a-z_0-9]+(\{[^}]*\})? -?[0-9.e+-]+$/);
  });
});

it('has no /metrics without METRICS_TOKEN', async () => {
  const plain = await createTestApp();
  try {
    expect((await plain.request({ url: '/metrics' })).statusCode).toBe(404);
  } finally {
    await plain.close();
  }
});
