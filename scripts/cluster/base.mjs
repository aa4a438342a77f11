// What the cluster's scripts share (decision 068): where things are, the layout read from the nginx
// file, pid files and waiting. cluster.mjs runs the pieces, nginx.mjs the balancer.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const nginxConf = path.join(root, 'deploy', 'nginx', 'despacha.conf');
/** Everything the cluster writes (databases, bucket, logs, pid files); `stop` removes it. */
export const dir = process.env.CLUSTER_DIR ?? '/tmp/despacha-cluster';
export const pgPort = Number(process.env.CLUSTER_PG_PORT ?? 55440);
export const s3Port = Number(process.env.CLUSTER_S3_PORT ?? 55441);
export const pgBin = process.env.CLUSTER_PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const nginxBin = process.env.CLUSTER_NGINX ?? '/usr/sbin/nginx';
export const isRoot = process.getuid?.() === 0;
export const BUCKET = 'despacha';
// s3rver's fixed credentials.
export const S3_KEY = 'S3RVER';

/** The listen port and the instances' ports, read from the nginx file: one place to change them. */
export function layout(conf = fs.readFileSync(nginxConf, 'utf8')) {
  const listen = Number(/^\s*listen\s+(\d+)/m.exec(conf)?.[1]);
  const instances = [...conf.matchAll(/^\s*server\s+127\.0\.0\.1:(\d+)/gm)].map((m) => Number(m[1]));
  if (!listen || instances.length === 0) throw new Error(`${nginxConf}: no "listen" port or no "server 127.0.0.1:PORT" lines`);
  return { listen, instances };
}

export const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
export const pgData = path.join(dir, 'pg', 'data');
export const pidFile = (name) => path.join(dir, `${name}.pid`);
export const logFile = (name) => path.join(dir, `${name}.log`);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const readPid = (name) => {
  try {
    return Number(fs.readFileSync(pidFile(name), 'utf8').trim()) || null;
  } catch {
    return null;
  }
};
export const alive = (pid) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function waitFor(what, ok, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await ok()) return;
    await sleep(100);
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s (logs in ${dir})`);
}

/** Starts a process that outlives this one; its output goes to DIR/name.log, its pid to DIR/name.pid. */
export function spawnDetached(name, command, args, env = {}) {
  const out = fs.openSync(logFile(name), 'a');
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  child.unref();
  fs.writeFileSync(pidFile(name), String(child.pid));
  return child.pid;
}

export async function answers(url, expect = (status) => status < 500) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return expect(res.status);
  } catch {
    return false;
  }
}
