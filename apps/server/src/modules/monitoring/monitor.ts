import os from 'node:os';
import { INCIDENT_AFTER_MS, checkNames, type CheckName } from '@despacha/domain/monitoring/constants';
import type { CheckResult, GroupStats, MonitoringOverview } from '@despacha/domain/contracts/monitoring';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { apiCheck, runProbe, type Probe } from './checks.ts';
import { createHistograms, delta, mergeFigures, quantile, type GroupFigures, type Snapshot } from './histograms.ts';
import { ALL_GROUPS, HOUR_MS, pointOf, pruneHistory, readHistory, writeHour } from './history.ts';
import { listIncidents, openCheckIncident, resolveCheckIncident } from './incidents.ts';
import { createLogRing } from './log-ring.ts';
import { createResourceSampler } from './resources.ts';

export const MONITOR_TICK_MS = 60_000;
/** Requests per minute, error rate and percentiles are over this many recent minutes. */
export const TRAFFIC_WINDOW_MINUTES = 5;

export type MonitorOptions = {
  db: Db;
  dataDir: string;
  probes: Record<Exclude<CheckName, 'api'>, Probe>;
  maintenance: () => boolean;
  log: () => FastifyBaseLogger;
  now?: () => number;
};

const hourOf = (t: number) => Math.floor(t / HOUR_MS) * HOUR_MS;

function statsOf(f: GroupFigures, minutes: number): GroupStats {
  return {
    group: f.group,
    requests: f.requests,
    requestsPerMinute: Math.round((f.requests / minutes) * 10) / 10,
    errors: f.errors,
    errorRate: f.requests ? Math.round((f.errors / f.requests) * 10_000) / 10_000 : 0,
    p50Ms: quantile(f.buckets, 0.5),
    p95Ms: quantile(f.buckets, 0.95),
    p99Ms: quantile(f.buckets, 0.99),
  };
}

/**
 * The monitor of one server process: request histograms, the recent log ring, live checks, and a
 * minute tick that follows failing checks (an incident after INCIDENT_AFTER_MS, resolved when the
 * check answers again) and writes each finished hour to the 7-day history.
 */
export function createMonitor(o: MonitorOptions) {
  const now = o.now ?? Date.now;
  const instance = `${os.hostname()}:${process.pid}`;
  const histograms = createHistograms();
  const logRing = createLogRing();
  const resources = createResourceSampler(o.dataDir);
  const probes = { ...o.probes };
  const started = histograms.snapshot(now());
  let minutes: Snapshot[] = [started];
  let hourStart = hourOf(started.at);
  let hourBase = started;
  const failing = new Map<CheckName, { since: number; error: string }>();
  const settled = new Set<CheckName>();
  let timer: NodeJS.Timeout | null = null;
  const incidentListeners: ((incidentId: string) => Promise<void>)[] = [];
  /** Ticks run one after another: one asked for while another runs waits, then runs at its own time. */
  let ticking: Promise<void> = Promise.resolve();

  function traffic(at: number) {
    const current = histograms.snapshot(at);
    const base = minutes.find((s) => s.at >= at - TRAFFIC_WINDOW_MINUTES * 60_000) ?? minutes[minutes.length - 1]!;
    const span = Math.max(1, (at - base.at) / 60_000);
    const groups = delta(histograms.groups, base, current);
    return { windowMinutes: Math.round(span * 10) / 10, total: statsOf(mergeFigures('total', groups), span), groups: groups.map((g) => statsOf(g, span)) };
  }

  /** Follows a check's result: opens or resolves its automatic incident. */
  async function follow(result: CheckResult, at: number) {
    const name = result.name;
    if (result.status === 'error') {
      const f = failing.get(name) ?? { since: at, error: result.detail };
      f.error = result.detail;
      failing.set(name, f);
      const opened = at - f.since >= INCIDENT_AFTER_MS ? await openCheckIncident(o.db, name, Math.round((at - f.since) / 60_000), f.error, new Date(at)) : null;
      if (opened) {
        o.log().error({ check: name }, 'incident opened: check failing');
        // Only the process whose insert landed tells the administrators (Configurações → Alertas do sistema).
        for (const listener of incidentListeners) await listener(opened);
      }
      return;
    }
    // The first success after a failure (or after start: another process may have opened one) resolves.
    if (failing.delete(name) || !settled.has(name)) {
      settled.add(name);
      if (await resolveCheckIncident(o.db, name, new Date(at))) o.log().info({ check: name }, 'incident resolved: check answering again');
    }
  }

  async function runChecks(at: number): Promise<CheckResult[]> {
    const live = await Promise.all((['database', 'storage', 'email'] as const).map((n) => runProbe(n, probes[n], now)));
    const t = traffic(at).total;
    const api = apiCheck({ p95Ms: t.p95Ms, errorRate: t.errorRate, maintenance: o.maintenance(), at });
    const results = [api, ...live].sort((a, b) => checkNames.indexOf(a.name) - checkNames.indexOf(b.name));
    for (const r of results) await follow(r, at).catch((err: unknown) => o.log().error({ err, check: r.name }, 'incident bookkeeping failed'));
    return results;
  }

  /** Closes the hour when it changed: its figures go to the history, rows past 7 days go away. */
  async function rollHour(at: number, force = false) {
    if (!force && hourOf(at) === hourStart) return;
    const snap = histograms.snapshot(at);
    const figures = delta(histograms.groups, hourBase, snap);
    const hour = new Date(hourStart);
    hourBase = snap;
    hourStart = hourOf(at);
    await writeHour(o.db, hour, instance, figures);
    if (!force) await pruneHistory(o.db, at);
  }

  async function tick(at = now()) {
    minutes.push(histograms.snapshot(at));
    minutes = minutes.filter((s) => s.at >= at - (TRAFFIC_WINDOW_MINUTES + 1) * 60_000);
    await runChecks(at);
    await rollHour(at);
  }

  return {
    histograms,
    logRing,
    instance,
    /** Test seam: replaces a probe (a failing database without breaking the database). */
    setProbe(name: Exclude<CheckName, 'api'>, probe: Probe) {
      probes[name] = probe;
    },
    tick(at?: number) {
      const run = ticking.then(() => tick(at));
      ticking = run.catch(() => undefined);
      return run;
    },
    async overview(): Promise<MonitoringOverview> {
      const at = now();
      const [checks, res, history, incidents] = await Promise.all([runChecks(at), resources.sample(), readHistory(o.db, at), listIncidents(o.db)]);
      // The hour under way, from memory, so the chart's last point is live.
      const current = delta(histograms.groups, hourBase, histograms.snapshot(at));
      if (current.length) history.push(pointOf(new Date(hourStart).toISOString(), mergeFigures(ALL_GROUPS, current)));
      return { generatedAt: new Date(at).toISOString(), maintenance: o.maintenance(), checks, resources: res, traffic: traffic(at), history, incidents };
    },
    sampleResources: () => resources.sample(),
    /** Called with each automatic incident this process opens (admin notification e-mails). */
    onIncidentOpened(listener: (incidentId: string) => Promise<void>) {
      incidentListeners.push(listener);
    },
    start() {
      timer = setInterval(() => void this.tick().catch((err: unknown) => o.log().error({ err }, 'monitor tick failed')), MONITOR_TICK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await ticking;
      resources.stop();
      // The hour under way is not lost to a restart: a later write of the same hour adds up.
      await rollHour(now(), true).catch((err: unknown) => o.log().warn({ err }, 'monitor: last hour not written'));
    },
  };
}
export type Monitor = ReturnType<typeof createMonitor>;
