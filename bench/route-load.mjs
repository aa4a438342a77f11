// The route bench's load, in its own process: `connections` keep-alive connections, each sending
// GET `path` again as soon as the previous answer is in (or, with `paths`, the next of them in turn,
// recording which one each latency was). Times every request itself (autocannon
// rounds to whole milliseconds and has no p95). Over IPC: sends 'warmed' after the warm-up, starts
// measuring on 'go', then sends { latencies, failures, statuses, seconds } and waits to be ended.
import http from 'node:http';

const job = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
// Public pages limit each address to a few views a minute; their readers are many customers, each
// from an address of their own (the server trusts one proxy hop in the bench).
let client = 0;
const forwardedFor = () => `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}`;

const paths = job.paths ?? [job.path];
let turn = 0;

function get() {
  const which = turn++ % paths.length;
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.get(
      `${job.base}${paths[which]}`,
      { agent, headers: job.cookie ? { cookie: job.cookie } : { 'x-forwarded-for': forwardedFor() } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode, which }));
      },
    );
    req.on('error', () => resolve({ ms: performance.now() - started, status: 0, which }));
  });
}

async function run(seconds, record) {
  const until = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const { ms, status, which } = await get();
      if (!record) continue;
      record.latencies.push(ms);
      record.which.push(which);
      if (status < 200 || status > 299) {
        record.failures++;
        record.statuses[status] = (record.statuses[status] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: job.connections }, loop));
}

await run(job.warmupSeconds, null);
process.send({ warmed: true });
await new Promise((resolve) => process.once('message', resolve));
const record = { latencies: [], which: [], failures: 0, statuses: {} };
const started = performance.now();
await run(job.seconds, record);
// The bench ends this process once it has the figures: an exit of its own could overtake them.
process.send({ ...record, seconds: (performance.now() - started) / 1000 });
