// The route bench's load, in its own process: `connections` keep-alive connections, each sending
// GET `path` again as soon as the previous answer is in. Times every request itself (autocannon
// rounds to whole milliseconds and has no p95). Over IPC: sends 'warmed' after the warm-up, starts
// measuring on 'go', then sends { latencies, failures, statuses, seconds } and waits to be ended.
import http from 'node:http';

const job = JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
// Public pages limit each address to a few views a minute; their readers are many customers, each
// from an address of their own (the server trusts one proxy hop in the bench).
let client = 0;
const forwardedFor = () => `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}`;

function get() {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.get(`${job.base}${job.path}`, { agent, headers: job.cookie ? { cookie: job.cookie } : { 'x-forwarded-for': forwardedFor() } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode }));
    });
    req.on('error', () => resolve({ ms: performance.now() - started, status: 0 }));
  });
}

async function run(seconds, record) {
  const until = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const { ms, status } = await get();
      if (!record) continue;
      record.latencies.push(ms);
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
const record = { latencies: [], failures: 0, statuses: {} };
const started = performance.now();
await run(job.seconds, record);
// The bench ends this process once it has the figures: an exit of its own could overtake them.
process.send({ ...record, seconds: (performance.now() - started) / 1000 });
