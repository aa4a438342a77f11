import pg from 'pg';

export type ListenHandlers = {
  message(payload: string): void;
  /** Up when LISTEN is in place; down when the connection is lost (notifications may be missed until up again). */
  state(up: boolean, err?: Error): void;
};

export type Subscription = { close(): Promise<void> };

/** Shows in pg_stat_activity, so an operator (or a test) can tell this connection from the pool's. */
export const LISTENER_APPLICATION_NAME = 'despacha-listener';

const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 3_000;
const MAX_BACKOFF_MS = 5_000;

/**
 * LISTENs on a channel over a connection of its own (a pooled one would drop the LISTEN when
 * returned). A lost connection is replaced with backoff (0.1 s doubling to 5 s); a heartbeat query
 * notices a connection that died silently (no RST) within HEARTBEAT_MS + HEARTBEAT_TIMEOUT_MS.
 */
export function listenWithReconnect(connectionString: string, channel: string, handlers: ListenHandlers): Subscription {
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  async function connect() {
    if (closed) return;
    const c = new pg.Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: MAX_BACKOFF_MS,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
      application_name: LISTENER_APPLICATION_NAME,
    });
    client = c;
    // Errors after a drop must not crash the process either: this handler stays attached.
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', (n) => {
      if (client === c && n.channel === channel && n.payload) handlers.message(n.payload);
    });
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      lost(c, err as Error);
      return;
    }
    if (client !== c) {
      c.end().catch(() => {});
      return;
    }
    failures = 0;
    handlers.state(true);
    heartbeat = setInterval(() => void c.query('select 1').catch((err: Error) => lost(c, err)), HEARTBEAT_MS);
    heartbeat.unref();
  }

  function lost(c: pg.Client, err?: Error) {
    if (client !== c) return;
    client = null;
    clearInterval(heartbeat);
    c.end().catch(() => {});
    if (closed) return;
    handlers.state(false, err);
    const delay = Math.min(MAX_BACKOFF_MS, 100 * 2 ** failures++);
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
