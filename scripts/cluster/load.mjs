// The fault tests' load (cluster.test.ts): reads and writes through the balancer from a process of
// its own, so that the test's kills and polls do not share an event loop with it (decision 068).
// Input (env): LOAD_URL, LOAD_COOKIE, LOAD_ORIGIN, LOAD_MS, LOAD_CONNECTIONS, LOAD_OUT (a file).
// Output: LOAD_OUT gets { records: every request as [start ms, end ms, kind, status, the instances
// nginx tried, created id], resent: requests sent again after a closed keep-alive connection }.
import fs from 'node:fs';
import http from 'node:http';

const base = process.env.LOAD_URL;
const cookie = process.env.LOAD_COOKIE;
const origin = process.env.LOAD_ORIGIN ?? base;
const durationMs = Number(process.env.LOAD_MS ?? 60_000);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 20);
const out = process.env.LOAD_OUT;
if (!base || !cookie || !out) throw new Error('LOAD_URL, LOAD_COOKIE and LOAD_OUT are required');

/** [start, end, kind, status (0 = no answer), the instances nginx tried, created id]. */
const records = [];
const until = Date.now() + durationMs;

// Keep-alive connections to nginx, as a browser keeps them.
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(base);

/**
 * One request. A request sent on a reused keep-alive connection that the server closed at that
 * moment (nginx's old workers close idle ones when it reloads) is sent again, as browsers do and
 * as Node's documentation advises (`request.reusedSocket`): nothing was processed. Up to three
 * times: the agent's next idle connection may be one the same reload closed. CI of 30/11/2026 saw
 * one write without an answer in a planned restart, in a run where one request was sent again.
 */
function send(method, path, body) {
  return new Promise((resolve, reject) => {
    const headers = { cookie, origin, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) };
    const req = http.request({ host: target.hostname, port: target.port, method, path, headers, agent, timeout: 15_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, upstream: String(res.headers['x-upstream'] ?? ''), text }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) =>
      req.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE') ? reject(Object.assign(err, { retry: true })) : reject(err),
    );
    req.end(body);
  });
}

let resent = 0;
async function one(kind, path, body) {
  const start = Date.now();
  let status = 0;
  let upstream = '';
  let id = '';
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      const res = await send(body ? 'POST' : 'GET', path, body);
      status = res.status;
      // Every instance nginx tried, in order (a retried request lists more than one).
      upstream = res.upstream;
      if (kind === 'write' && status === 201) id = JSON.parse(res.text).id;
      break;
    } catch (err) {
      status = 0;
      if (!err.retry || attempt === 3) break;
      resent++;
    }
  }
  records.push([start, Date.now(), kind, status, upstream, id]);
  return id;
}

async function connection(c) {
  let i = 0;
  let lastId = '';
  while (Date.now() < until) {
    i++;
    // One write in three: an origin whose name says who wrote it, checked in the database afterwards.
    if (i % 3 === 0) {
      const id = await one('write', '/api/origins', JSON.stringify({ nomeEmpresa: `carga ${c}-${i}` }));
      if (id) lastId = id;
    } else if (i % 3 === 1 && lastId) {
      await one('read', `/api/origins/${lastId}`);
    } else {
      await one('read', '/api/me');
    }
  }
}

await Promise.all(Array.from({ length: connections }, (_, c) => connection(c)));
fs.writeFileSync(out, JSON.stringify({ records, resent }));
agent.destroy();
