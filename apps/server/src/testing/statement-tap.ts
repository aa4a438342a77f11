import type { Database } from '../db/client.ts';

// Every statement text the database receives, transactions included: captureQueries (query-plans.ts)
// watches the pool's `query`, which a transaction's connection bypasses (pg's client, PGlite's
// transaction object). Here the tap is below both: pg's Client class, and PGlite's protocol
// messages (Parse and Query carry the text; a Bind of a statement prepared earlier, even before
// the tap's window, is matched to the text its Parse named).

type PgClientClass = { prototype: { query: (...args: unknown[]) => unknown } };
type Pglite = { execProtocolStream: (message: Uint8Array, options?: unknown) => Promise<unknown> };

const cString = (bytes: Uint8Array, at: number): [string, number] => {
  const end = bytes.indexOf(0, at);
  return [Buffer.from(bytes.subarray(at, end)).toString('utf8'), end + 1];
};

export type StatementTap = {
  /** Runs `work` and returns the statements sent meanwhile, in order. */
  during(work: () => Promise<unknown>): Promise<string[]>;
  close(): void;
};

/** Opens the tap on `database`; close it when done. Open it before the statements to be matched are prepared. */
export function tapStatements(database: Database): StatementTap {
  let sink: string[] | null = null;
  const seen = (text: string) => sink?.push(text);
  const client = (database.db as unknown as { $client: unknown }).$client;

  let restore: () => void;
  if (database.kind === 'postgres') {
    // Both pools' connections are of this class (decision 074): its query sees every statement.
    const proto = (client as { Client: PgClientClass }).Client.prototype;
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const [first] = args;
      if (typeof first === 'string') seen(first);
      else if (first && typeof first === 'object' && 'text' in first) seen(String((first as { text: unknown }).text));
      return original.apply(this, args);
    };
    restore = () => void (proto.query = original);
  } else {
    const pglite = client as Pglite;
    const prepared = new Map<string, string>();
    const original = pglite.execProtocolStream;
    pglite.execProtocolStream = function (this: unknown, message: Uint8Array, options?: unknown) {
      const type = String.fromCharCode(message[0]!);
      if (type === 'Q') seen(cString(message, 5)[0]);
      else if (type === 'P') {
        const [name, next] = cString(message, 5);
        const [text] = cString(message, next);
        if (name) prepared.set(name, text);
        seen(text);
      } else if (type === 'B') {
        const [, next] = cString(message, 5);
        const [statement] = cString(message, next);
        const text = statement ? prepared.get(statement) : undefined;
        if (text !== undefined) seen(text);
      }
      return original.call(this, message, options);
    };
    restore = () => void (pglite.execProtocolStream = original);
  }

  return {
    async during(work) {
      const texts: string[] = [];
      sink = texts;
      try {
        await work();
      } finally {
        sink = null;
      }
      return texts;
    },
    close: () => restore(),
  };
}
