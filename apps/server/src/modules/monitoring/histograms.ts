import type { onResponseHookHandler, RouteOptions } from 'fastify';

/** Upper bounds of the latency buckets; one more bucket counts everything slower. */
export const LATENCY_BUCKETS_MS = [5, 10, 25, 50, 100, 200, 300, 500, 1000, 2500, 5000, 10000] as const;
export const BUCKETS = LATENCY_BUCKETS_MS.length + 1;
const MAX_GROUPS = 64;

/** The group a route's figures are counted under: /api/<area> (admin: /api/admin/<area>), web for the rest. */
export function routeGroupOf(url: string): string {
  if (!url.startsWith('/api/')) return url === '/metrics' ? 'metrics' : 'web';
  const parts = url.split('/');
  const first = parts[2] ?? '';
  const area = first === 'admin' && parts[3] ? `admin/${parts[3]}` : first;
  return area.replace(/[^a-z0-9/_-]/gi, '') || 'api';
}

export type Snapshot = { at: number; counts: Float64Array; errors: Float64Array; sums: Float64Array };

/**
 * Request counters kept in process: per route group, cumulative counts per latency bucket, 5xx
 * errors and the sum of durations. Each route gets its own onResponse hook, built once when the
 * route is registered with the group's offset in a closure, so a request costs a bucket search in
 * a 12-entry array and three increments: no lookup by URL, no allocation, no Date, no promise.
 */
export function createHistograms() {
  const groups: string[] = [];
  const counts = new Float64Array(MAX_GROUPS * BUCKETS);
  const errors = new Float64Array(MAX_GROUPS);
  const sums = new Float64Array(MAX_GROUPS);

  function groupIndex(name: string): number {
    let i = groups.indexOf(name);
    if (i === -1) {
      // Route groups come from the code, not from requests: more than MAX_GROUPS would be a bug.
      if (groups.length === MAX_GROUPS) return groups.indexOf('other') === -1 ? (groups.push('other'), groups.length - 1) : groups.indexOf('other');
      i = groups.push(name) - 1;
    }
    return i;
  }

  function hookFor(group: number): onResponseHookHandler {
    const base = group * BUCKETS;
    return function recordResponse(_request, reply, done) {
      const ms = reply.elapsedTime;
      let b = 0;
      while (b < BUCKETS - 1 && ms > LATENCY_BUCKETS_MS[b]!) b++;
      counts[base + b]!++;
      sums[group]! += ms;
      if (reply.statusCode >= 500) errors[group]!++;
      done();
    };
  }

  return {
    groups,
    /** An onRoute hook: gives each route its counting hook. */
    onRoute(route: RouteOptions) {
      const hook = hookFor(groupIndex(routeGroupOf(route.url)));
      const current = route.onResponse;
      route.onResponse = current ? [...(Array.isArray(current) ? current : [current]), hook] : [hook];
    },
    snapshot(at: number): Snapshot {
      return { at, counts: counts.slice(), errors: errors.slice(), sums: sums.slice() };
    },
  };
}
export type Histograms = ReturnType<typeof createHistograms>;

export type GroupFigures = { group: string; requests: number; errors: number; buckets: number[]; durationMsSum: number };

/** What happened between two snapshots, per group with traffic. */
export function delta(groups: readonly string[], from: Snapshot | null, to: Snapshot): GroupFigures[] {
  const out: GroupFigures[] = [];
  for (let g = 0; g < groups.length; g++) {
    const buckets: number[] = [];
    let requests = 0;
    for (let b = 0; b < BUCKETS; b++) {
      const n = to.counts[g * BUCKETS + b]! - (from?.counts[g * BUCKETS + b] ?? 0);
      buckets.push(n);
      requests += n;
    }
    if (requests === 0) continue;
    out.push({ group: groups[g]!, requests, errors: to.errors[g]! - (from?.errors[g] ?? 0), buckets, durationMsSum: to.sums[g]! - (from?.sums[g] ?? 0) });
  }
  return out;
}

export function mergeFigures(group: string, list: readonly Omit<GroupFigures, 'group'>[]): GroupFigures {
  const buckets = Array.from({ length: BUCKETS }, () => 0);
  let requests = 0;
  let errors = 0;
  let durationMsSum = 0;
  for (const f of list) {
    requests += f.requests;
    errors += f.errors;
    durationMsSum += f.durationMsSum;
    f.buckets.forEach((n, i) => (buckets[i]! += n));
  }
  return { group, requests, errors, buckets, durationMsSum };
}

/**
 * The q-quantile from bucket counts, interpolated inside its bucket (as Prometheus'
 * histogram_quantile does); the open last bucket answers its lower bound. Null without requests.
 */
export function quantile(buckets: readonly number[], q: number): number | null {
  const total = buckets.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = q * total;
  let seen = 0;
  for (let b = 0; b < buckets.length; b++) {
    const n = buckets[b]!;
    if (seen + n >= rank && n > 0) {
      const lower = b === 0 ? 0 : LATENCY_BUCKETS_MS[b - 1]!;
      if (b >= LATENCY_BUCKETS_MS.length) return lower;
      const upper = LATENCY_BUCKETS_MS[b]!;
      return Math.round((lower + ((upper - lower) * (rank - seen)) / n) * 10) / 10;
    }
    seen += n;
  }
  return LATENCY_BUCKETS_MS[LATENCY_BUCKETS_MS.length - 1]!;
}
