import { describe, expect, it } from 'vitest';
import { apiCheck } from './checks.ts';
import { BUCKETS, createHistograms, delta, quantile, routeGroupOf } from './histograms.ts';
import { createLogRing, scrub } from './log-ring.ts';

describe('histograms', () => {
  it('groups routes by area, admin by its own area', () => {
    expect(routeGroupOf('/api/registry/search')).toBe('registry');
    expect(routeGroupOf('/api/admin/settings/:tab')).toBe('admin/settings');
    expect(routeGroupOf('/api/me')).toBe('me');
    expect(routeGroupOf('/*')).toBe('web');
    expect(routeGroupOf('/metrics')).toBe('metrics');
  });

  it('counts each answer in its latency bucket and 5xx as errors; percentiles interpolate in the bucket', () => {
    const h = createHistograms();
    const route = { url: '/api/me', method: 'GET' } as never as { onResponse?: unknown; url: string };
    h.onRoute(route as never);
    const hook = (route.onResponse as ((a: unknown, b: unknown, c: () => void) => void)[])[0]!;
    const base = h.snapshot(0);
    for (const [ms, status] of [
      [1, 200],
      [3, 200],
      [7, 200],
      [40, 500],
      [20_000, 503],
    ] as const)
      hook(null, { elapsedTime: ms, statusCode: status }, () => {});
    const [me] = delta(h.groups, base, h.snapshot(1));
    expect(me).toMatchObject({ group: 'me', requests: 5, errors: 2 });
    expect(me!.buckets).toHaveLength(BUCKETS);
    expect(me!.buckets.slice(0, 4)).toEqual([2, 1, 0, 1]);
    expect(me!.buckets[BUCKETS - 1]).toBe(1);
    expect(me!.durationMsSum).toBe(20_051);
    // 5 answers: the median is the 2.5th, halfway into the 5-10 ms bucket.
    expect(quantile(me!.buckets, 0.5)).toBe(7.5);
    expect(quantile(me!.buckets, 0.99)).toBe(10_000);
    expect(
      quantile(
        Array.from({ length: BUCKETS }, () => 0),
        0.5,
      ),
    ).toBeNull();
  });
});

describe('API card', () => {
  it('is maintenance while maintenance mode is on, warning when slow or failing, error when half fails', () => {
    expect(apiCheck({ p95Ms: 20, errorRate: 0, maintenance: false, at: 0 }).status).toBe('online');
    expect(apiCheck({ p95Ms: 250, errorRate: 0, maintenance: false, at: 0 }).status).toBe('warning');
    expect(apiCheck({ p95Ms: 20, errorRate: 0.06, maintenance: false, at: 0 }).status).toBe('warning');
    expect(apiCheck({ p95Ms: 20, errorRate: 0.5, maintenance: false, at: 0 }).status).toBe('error');
    expect(apiCheck({ p95Ms: 20, errorRate: 0.5, maintenance: true, at: 0 }).status).toBe('maintenance');
  });
});

describe('log ring', () => {
  it('keeps the message scrubbed and only whitelisted context, newest first, by level', () => {
    const ring = createLogRing(3);
    const sink: unknown[][] = [];
    const log = (level: number, ...args: unknown[]) => ring.logMethod.call(null, args, (...a: unknown[]) => sink.push(a), level);
    log(30, { route: '/api/me', email: 'ana@a.com.br', cpf: '123.456.789-09' }, 'first');
    log(50, { err: Object.assign(new Error('duplicate key (cpf)=(12345678909)'), { code: '23505' }) }, 'insert failed for ana@a.com.br cpf 123.456.789-09');
    log(40, 'slow request');
    log(30, 'fourth');
    expect(sink).toHaveLength(4);
    const lines = ring.lines();
    expect(lines.map((l) => l.msg)).toEqual(['fourth', 'slow request', 'insert failed for [e-mail] cpf [número]']);
    expect(lines[2]!.context).toEqual({ error: 'Error', errorCode: '23505' });
    expect(ring.lines('warn').map((l) => l.msg)).toEqual(['slow request']);
    expect(scrub('pedido 2026 de 12.345.678/0001-90')).toBe('pedido 2026 de [número]');
  });
});
