// Malformed requests for every registered route, for the fuzz test (src/fuzz.test.ts): broken
// params, query strings and bodies, plus each field of a valid sample body replaced by a wrong
// type or an extreme value. Deterministic: the same seed and size give the same requests.

export type Caller = 'agency' | 'admin' | 'auth' | 'anonymous';

export type FuzzCase = {
  method: string;
  url: string;
  /** The route it aims at, `METHOD pattern`. */
  target: string;
  as: Caller;
  payload?: string | Buffer;
  contentType?: string;
  /** What was malformed, for the failure list. */
  what: string;
  /** Sent after every other case: it may end the session it uses (sign-out, revoke-sessions). */
  last?: boolean;
};

/** A route as registered (`/api/services/:id/checklist/:item`), with the body and ids the fuzz starts from. */
export type FuzzTarget = {
  method: string;
  pattern: string;
  as: Caller;
  /** Real values for the pattern's params, so a malformed body reaches the handler. */
  params: Record<string, string>;
  sample?: unknown;
  multipart?: boolean;
  last?: boolean;
};

/** mulberry32: small, fast and good enough to pick cases. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const shuffle = <T>(items: T[]) => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  };
  return { next, shuffle };
}

export const NOTHING_UUID = '0b1c7e4a-3f52-4d1e-9a6b-2c8d5e7f9a10';
const LONG = 'x'.repeat(10_000);

/** Route params as sent in the URL (already %-encoded where meant). */
const BAD_PARAMS = ['%00', '\0', '%E0%A4%A', '%ED%A0%80', LONG, '-1', '99999999999999999999', NOTHING_UUID];
/** Query values as sent in the URL. */
const BAD_QUERY = ['%00', '%E0%A4%A', '%ED%A0%80', '%', LONG, '-1', '99999999999999999999', '1e308', 'NaN', '', '%5B%5D'];

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const NOT_UTF8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]);

const GENERIC_BODIES: [string, string | Buffer][] = [
  ['{}', '{}'],
  ['[]', '[]'],
  ['null', 'null'],
  ['"x"', '"x"'],
  ['0', '0'],
  ['true', 'true'],
  ['empty', ''],
  ['malformed', '{"a":'],
  ['1e400', '1e400'],
  ['10,000-deep array', nested(10_000)],
  ['10,000-deep object', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)],
  ['31-deep array', `{"a":${nested(31)}}`],
  ['NUL key and value', '{"\\u0000":"\\u0000","a\\u0000b":1}'],
  ['lone surrogates', '{"\\ud800":"\\udfff","a":"x\\ud800"}'],
  ['not UTF-8', NOT_UTF8],
  ['100,000-char string', JSON.stringify('x'.repeat(100_000))],
  ['__proto__', '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}'],
];

/** Stands for a JSON number JSON.stringify cannot write (1e400 parses as Infinity). */
const HUGE = '\u0001HUGE\u0001';
const REMOVE = Symbol('remove');
const MUTANTS: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  HUGE,
  'NaN',
  'Infinity',
  '-1',
  '99999999999999999999',
  '999.999.999.999,99',
  '',
  ' ',
  'x'.repeat(100_000),
  [],
  {},
  ['x'],
  '\u0000',
  'a\ud800',
  REMOVE,
];

const toJson = (value: unknown) => JSON.stringify(value).replaceAll(`"${HUGE}"`, '1e400');
const describe = (value: unknown) =>
  value === REMOVE ? 'missing' : typeof value === 'string' && value.length > 40 ? `${value.length}-char string` : JSON.stringify(value);

type Path = (string | number)[];

/** Every leaf of a sample body (strings, numbers, booleans, nulls, empty lists), walked without recursion. */
function leavesOf(sample: unknown): Path[] {
  const leaves: Path[] = [];
  const stack: { value: unknown; path: Path }[] = [{ value: sample, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    const children = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : value && typeof value === 'object' ? Object.entries(value) : [];
    if (path.length && !children.length) leaves.push(path);
    for (const [key, child] of children) stack.push({ value: child, path: [...path, key] });
  }
  return leaves;
}

function withValueAt(sample: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as typeof node;
  const last = path[path.length - 1]!;
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return copy;
}

/** The sample with every string (or every key) changed by `change`. */
function mapStrings(sample: unknown, change: (s: string) => string, keys: boolean): unknown {
  return JSON.parse(JSON.stringify(sample), (_key, value: unknown) => {
    if (keys && value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [change(k), v]));
    }
    return !keys && typeof value === 'string' ? change(value) : value;
  });
}

const paramNames = (pattern: string) => [...pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
const fill = (pattern: string, params: Record<string, string>) => pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => params[name] ?? NOTHING_UUID);

const MULTIPART_BOUNDARY = 'fuzzboundary';
function multipart(parts: { name: string; filename?: Buffer | string; content: Buffer | string }[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const filename = p.filename === undefined ? '' : Buffer.concat([Buffer.from('; filename="'), Buffer.from(p.filename), Buffer.from('"')]).toString('latin1');
    chunks.push(Buffer.from(`--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${filename}\r\n\r\n`, 'latin1'));
    chunks.push(Buffer.from(p.content), Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}
const PDF = '%PDF-1.4\n%fuzz\n';
const MULTIPART_BODIES: [string, Buffer][] = [
  ['file named with NUL', multipart([{ name: 'file', filename: 'a\0b.pdf', content: PDF }])],
  [
    'file named with bytes not UTF-8',
    multipart([{ name: 'file', filename: Buffer.from([0x61, 0xff, 0xed, 0xa0, 0x80, 0x2e, 0x70, 0x64, 0x66]), content: PDF }]),
  ],
  ['file named 10,000 chars', multipart([{ name: 'file', filename: `${LONG}.pdf`, content: PDF }])],
  [
    'item with NUL',
    multipart([
      { name: 'item', content: 'procuracao\0' },
      { name: 'file', filename: 'a.pdf', content: PDF },
    ]),
  ],
  [
    'item with an encoded surrogate',
    multipart([
      { name: 'item', content: Buffer.from([0xed, 0xa0, 0x80]) },
      { name: 'file', filename: 'a.pdf', content: PDF },
    ]),
  ],
  ['empty file', multipart([{ name: 'file', filename: 'a.pdf', content: '' }])],
  ['no file', multipart([{ name: 'item', content: 'procuracao' }])],
  ['unterminated', multipart([{ name: 'file', filename: 'a.pdf', content: PDF }], false)],
];

/**
 * The cases for one route: `core` (every param, query and generic body malformation) and
 * `mutations` (each field of the sample body replaced by each extreme value).
 */
export function casesFor(target: FuzzTarget, queryKeys: readonly string[]): { core: FuzzCase[]; mutations: FuzzCase[] } {
  const { method, pattern, as, params, sample, last } = target;
  const base = { method, target: `${method} ${pattern}`, as, ...(last ? { last } : {}) };
  const url = fill(pattern, params);
  const json = (what: string, payload: string | Buffer, contentType = 'application/json'): FuzzCase => ({ ...base, url, payload, contentType, what });
  const core: FuzzCase[] = [];
  const mutations: FuzzCase[] = [];

  for (const name of paramNames(pattern)) {
    for (const bad of BAD_PARAMS) {
      const badUrl = fill(pattern, { ...params, [name]: bad });
      core.push({
        ...base,
        url: badUrl,
        what: `param ${name}=${describe(bad)}`,
        ...(method === 'GET' ? {} : { payload: toJson(sample ?? {}), contentType: 'application/json' }),
      });
    }
  }
  const queries = method === 'GET' ? BAD_QUERY : BAD_QUERY.slice(0, 3);
  for (const bad of queries) {
    core.push({ ...base, url: `${url}?${queryKeys.map((k) => `${k}=${bad}`).join('&')}`, what: `query all=${describe(bad)}` });
  }
  if (method === 'GET') {
    core.push({ ...base, url: `${url}?${queryKeys.map((k) => `${k}=a&${k}=b&${k}[x]=c`).join('&')}`, what: 'query repeated keys' });
    return { core, mutations };
  }

  if (target.multipart) {
    for (const [what, payload] of MULTIPART_BODIES) core.push(json(what, payload, `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`));
    core.push(json('multipart without boundary', MULTIPART_BODIES[0]![1], 'multipart/form-data'));
  }
  for (const [what, payload] of GENERIC_BODIES) core.push(json(what, payload));
  core.push(json('text/plain with NUL', 'a\0b', 'text/plain'), json('form body', 'a=%00', 'application/x-www-form-urlencoded'));
  if (sample === undefined) return { core, mutations };

  core.push(
    json('sample', toJson(sample)),
    json('NUL in every string', toJson(mapStrings(sample, (s) => `${s}\0`, false))),
    json('NUL in every key', toJson(mapStrings(sample, (s) => `${s}\0`, true))),
    json('lone surrogate in every string', toJson(mapStrings(sample, (s) => `${s}\ud800`, false))),
    json('100,000 chars in every string', toJson(mapStrings(sample, (s) => s + 'x'.repeat(100_000), false))),
  );
  for (const path of leavesOf(sample)) {
    for (const value of MUTANTS) mutations.push(json(`${path.join('.')}=${describe(value)}`, toJson(withValueAt(sample, path, value))));
  }
  return { core, mutations };
}

/** Mutations get at least this share of a run that cannot send every case. */
const MUTATION_SHARE = 0.25;

/**
 * Every case of every target, cut to `size` requests: core cases taken round-robin across the
 * targets (so each route gets its share), at least MUTATION_SHARE of mutations picked at random;
 * shuffled, with session-ending cases last.
 */
export function fuzzPlan(targets: FuzzTarget[], queryKeys: readonly string[], size: number, seed: number): FuzzCase[] {
  const rng = prng(seed);
  const all = targets.map((t) => casesFor(t, queryKeys));
  const perTarget = all.map((c) => rng.shuffle(c.core));
  const core: FuzzCase[] = [];
  for (let i = 0; perTarget.some((list) => i < list.length); i++) for (const list of perTarget) if (i < list.length) core.push(list[i]!);
  const mutations = rng.shuffle(all.flatMap((c) => c.mutations));
  const mutationCount = Math.min(mutations.length, Math.max(size - core.length, Math.floor(size * MUTATION_SHARE)));
  const picked = [...core.slice(0, size - mutationCount), ...mutations.slice(0, mutationCount)];
  const shuffled = rng.shuffle(picked);
  return [...shuffled.filter((c) => !c.last), ...shuffled.filter((c) => c.last)];
}
