import type { LogLevelName } from '@despacha/domain/monitoring/constants';
import type { LogLine } from '@despacha/domain/contracts/monitoring';

export const LOG_RING_SIZE = 500;

/** Context keys a line may show: codes, counts, route patterns. Anything else (a link with a token, a name) stays out. */
const SAFE_KEYS = new Set([
  'route',
  'method',
  'status',
  'ms',
  'job',
  'day',
  'signal',
  'database',
  'kind',
  'check',
  'format',
  'rows',
  'runId',
  'mailSubject',
  'recipient',
  'count',
  'code',
]);
const LEVEL_NAMES: Record<number, LogLevelName> = { 30: 'info', 40: 'warn', 50: 'error', 60: 'error' };

/** E-mail addresses and runs of 8+ digits (CPF, CNPJ, phone, RENAVAM), wherever a message carries them. */
export function scrub(text: string): string {
  return text.replace(/[^\s@]+@[^\s@]+/g, '[e-mail]').replace(/\d[\d.\-/ ]{6,}\d/g, (m) => (m.replace(/\D/g, '').length >= 8 ? '[número]' : m));
}

type Entry = { time: number; level: LogLevelName; msg: string; context: Record<string, string | number | boolean> };

/**
 * The recent log lines for the monitoring screen: a fixed ring fed by a pino logMethod hook, so it
 * sees every line the logger writes at info or above, whatever the destination. Only the message
 * (scrubbed) and whitelisted context keys are kept; an error keeps its type and code, not its text.
 */
export function createLogRing(size = LOG_RING_SIZE) {
  const ring = Array.from<Entry | undefined>({ length: size });
  let next = 0;

  function push(level: number, args: unknown[]) {
    const name = LEVEL_NAMES[level];
    if (!name) return;
    const first = args[0];
    const context: Entry['context'] = {};
    let msg = '';
    if (first && typeof first === 'object') {
      msg = typeof args[1] === 'string' ? args[1] : '';
      const obj = first as Record<string, unknown>;
      for (const key in obj) {
        const v = obj[key];
        if (SAFE_KEYS.has(key) && (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string'))
          context[key] = typeof v === 'string' ? scrub(v).slice(0, 120) : v;
      }
      const err = obj.err;
      if (err instanceof Error) {
        context.error = err.name;
        const code = (err as { code?: unknown }).code;
        if (typeof code === 'string' || typeof code === 'number') context.errorCode = code;
      }
      if (!msg && first instanceof Error) msg = first.name;
    } else if (typeof first === 'string') msg = first;
    ring[next] = { time: Date.now(), level: name, msg: scrub(msg).slice(0, 300), context };
    next = (next + 1) % size;
  }

  return {
    /** pino's hooks.logMethod: records the line, then logs it as usual. */
    logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void, level: number) {
      try {
        push(level, args);
      } catch {
        // The ring must never cost a log line.
      }
      method.apply(this, args);
    },
    /** Newest first, optionally one level only. */
    lines(level?: LogLevelName, limit = 200): LogLine[] {
      const out: LogLine[] = [];
      for (let i = 1; i <= size && out.length < limit; i++) {
        const e = ring[(next - i + size) % size];
        if (!e) break;
        if (level && e.level !== level) continue;
        out.push({ time: new Date(e.time).toISOString(), level: e.level, msg: e.msg, context: e.context });
      }
      return out;
    },
  };
}
export type LogRing = ReturnType<typeof createLogRing>;

/** Fastify's logger options with the ring's hook added; a logger instance or `false` is left as it is. */
export function withLogRing<T>(logger: T, ring: LogRing): T {
  if (logger === false || logger === undefined) return logger;
  if (logger === true) return { hooks: { logMethod: ring.logMethod } } as T;
  if (typeof logger === 'object' && logger !== null && typeof (logger as { child?: unknown }).child !== 'function') {
    const hooks = (logger as { hooks?: object }).hooks;
    return { ...logger, hooks: { ...hooks, logMethod: ring.logMethod } } as T;
  }
  return logger;
}
