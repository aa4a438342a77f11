import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const round1 = (n: number) => Math.round(n * 10) / 10;
const pct = (used: number, total: number) => (total > 0 ? round1((used / total) * 100) : 0);

function cpuTimes() {
  let idle = 0;
  let total = 0;
  for (const c of os.cpus()) {
    const t = c.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  return { idle, total };
}

/**
 * CPU, memory and disk of the host and the process, measured when asked. CPU is the share of busy
 * time since the previous reading (the host's from /proc's counters via os.cpus(), the process's
 * from process.cpuUsage()); the first reading compares with the moment the sampler was created.
 */
export function createResourceSampler(dataDir: string) {
  let last = { host: cpuTimes(), proc: process.cpuUsage(), at: performance.now() };
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();

  /** The data folder, or its nearest existing parent (before the first write creates it). */
  async function existing(dir: string): Promise<string> {
    let d = path.resolve(dir);
    while (
      !(await fs.promises.stat(d).then(
        () => true,
        () => false,
      )) &&
      path.dirname(d) !== d
    )
      d = path.dirname(d);
    return d;
  }

  async function disk() {
    try {
      const s = await fs.promises.statfs(await existing(dataDir));
      const total = s.blocks * s.bsize;
      const free = s.bavail * s.bsize;
      return { percent: pct(total - free, total), used: total - free, total };
    } catch {
      return { percent: 0, used: 0, total: 0 };
    }
  }

  return {
    async sample() {
      const host = cpuTimes();
      const proc = process.cpuUsage();
      const at = performance.now();
      const busy = host.total - last.host.total - (host.idle - last.host.idle);
      const span = host.total - last.host.total;
      const hostCpu = pct(busy, span);
      const wallUs = (at - last.at) * 1000;
      const procUs = proc.user - last.proc.user + (proc.system - last.proc.system);
      const cpus = os.cpus().length || 1;
      const processCpu = wallUs > 0 ? round1(Math.min(100, (procUs / wallUs / cpus) * 100)) : 0;
      // Readings closer than a second apart would measure noise; keep the older base then.
      if (at - last.at >= 1000) last = { host, proc, at };
      const total = os.totalmem();
      const free = os.freemem();
      const mem = process.memoryUsage();
      const p99 = loop.count > 0 ? round1(loop.percentile(99) / 1e6) : null;
      loop.reset();
      return {
        host: {
          cpu: { percent: hostCpu, used: round1(busy), total: round1(span) },
          memory: { percent: pct(total - free, total), used: total - free, total },
          disk: await disk(),
          loadAvg: os.loadavg().map(round1),
          cpus,
        },
        process: {
          cpuPercent: processCpu,
          rss: mem.rss,
          heapUsed: mem.heapUsed,
          heapTotal: mem.heapTotal,
          uptimeSeconds: Math.round(process.uptime()),
          eventLoopP99Ms: p99,
        },
      };
    },
    stop() {
      loop.disable();
    },
  };
}
export type ResourceSampler = ReturnType<typeof createResourceSampler>;
