// autocannon in its own process for bench/api.ts (neither server shares a core's time with it
// through the same event loop). The CLI sends one URL; this sends a list of paths, or one cookie
// per request, in turn. Argument: a JSON file { base, paths, cookies, connections, seconds?, amount? }.
// Prints autocannon's result as JSON.
import fs from 'node:fs';
import autocannon from 'autocannon';

type Job = { base: string; paths: string[]; cookies: string[]; connections: number; seconds?: number; amount?: number };
const job = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Job;

let next = 0;
const result = await autocannon({
  url: job.base,
  connections: job.connections,
  ...(job.amount ? { amount: job.amount } : { duration: job.seconds ?? 5 }),
  requests: [
    {
      setupRequest: (request) => {
        const i = next++;
        return {
          ...request,
          path: job.paths[i % job.paths.length]!,
          headers: { ...request.headers, cookie: job.cookies[i % job.cookies.length]! },
        };
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
