// Runs Despacha as a cluster on this machine (decision 068): a throwaway PostgreSQL, an S3 server
// (s3rver), three instances of the built server and Debian's nginx in front, configured by
// deploy/nginx/despacha.conf. Used by scripts/cluster.sh (a person trying it) and by the fault
// tests (cluster.test.ts), which kill and restart pieces through the functions exported here.
// Usage: node scripts/cluster/cluster.mjs start|stop|status|restart N
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  alive,
  answers,
  BUCKET,
  databaseUrl,
  dir,
  isRoot,
  layout,
  nginxBin,
  nginxConf,
  pgBin,
  pgData,
  pgPort,
  readPid,
  root,
  S3_KEY,
  s3Port,
  spawnDetached,
  waitFor,
} from './base.mjs';
import { setInBalancer, startNginx, stopNginx } from './nginx.mjs';

export { alive, databaseUrl, dir, layout, root } from './base.mjs';

// ---- PostgreSQL: as .ci/run starts it (its own user when root, trust auth, fsync off) ----

const asPg = (args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)]);
const runPg = (bin, args) => {
  const [cmd, rest] = asPg([path.join(pgBin, bin), ...args]);
  execFileSync(cmd, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
};

export function startPostgres() {
  const sockets = path.join(dir, 'pg');
  if (!fs.existsSync(pgData)) {
    fs.mkdirSync(sockets, { recursive: true });
    if (isRoot) {
      try {
        execFileSync('id', ['postgres'], { stdio: 'ignore' });
      } catch {
        execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
      }
      execFileSync('chown', ['postgres', sockets]);
    }
    runPg('initdb', ['-D', pgData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  }
  const options = `-p ${pgPort} -k ${sockets} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  // The log in the folder PostgreSQL's user owns.
  runPg('pg_ctl', ['-D', pgData, '-l', path.join(sockets, 'postgres.log'), '-w', '-o', options, 'start']);
}

/** Fast shutdown (in-flight transactions roll back, nothing committed is lost). */
export function stopPostgres() {
  if (fs.existsSync(path.join(pgData, 'postmaster.pid'))) runPg('pg_ctl', ['-D', pgData, '-m', 'fast', '-w', 'stop']);
}

// ---- S3: s3rver from npm, the bucket created at start ----

export async function startS3() {
  const data = path.join(dir, 's3');
  fs.mkdirSync(data, { recursive: true });
  const bin = path.join(root, 'node_modules', 's3rver', 'bin', 's3rver.js');
  spawnDetached('s3', process.execPath, [bin, '-d', data, '-a', '127.0.0.1', '-p', String(s3Port), '--configure-bucket', BUCKET, '--silent']);
  await waitFor('s3rver', () => answers(`http://127.0.0.1:${s3Port}/`), 10_000);
}

// ---- the instances ----

function authSecret() {
  const file = path.join(dir, 'auth-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8');
}

/** The environment of instance n (0-based): the same database, secret and bucket for all. */
export function instanceEnv(n, { listen, instances } = layout()) {
  return {
    PORT: String(instances[n]),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, `instance-${n + 1}`),
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: authSecret(),
    PUBLIC_URL: process.env.CLUSTER_PUBLIC_URL ?? `http://localhost:${listen}`,
    TRUST_PROXY: '1',
    // The demo agency and logins, so that a person (and the tests) can sign in.
    DEMO_SEED: process.env.CLUSTER_DEMO_SEED ?? '1',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY: S3_KEY,
    S3_SECRET_KEY: S3_KEY,
    LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
  };
}

export const instanceUrl = (n) => `http://127.0.0.1:${layout().instances[n]}`;
export const instancePid = (n) => readPid(`instance-${n + 1}`);

export const isReady = (n) => answers(`${instanceUrl(n)}/api/ready`, (status) => status === 200);

/** Starts instance n as `npm start` runs the server, and waits until its /api/ready says 200. */
export async function startInstance(n, timeoutMs = 60_000) {
  const env = instanceEnv(n);
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  spawnDetached(`instance-${n + 1}`, process.execPath, ['--max-semi-space-size=4', path.join(root, 'apps', 'server', 'dist', 'main.js')], env);
  await waitFor(`instance ${n + 1}`, () => isReady(n), timeoutMs);
}

/** Sends `signal` to instance n and waits until the process is gone. */
export async function stopInstance(n, signal = 'SIGTERM', timeoutMs = 30_000) {
  const pid = instancePid(n);
  if (!alive(pid)) return;
  process.kill(pid, signal);
  await waitFor(`instance ${n + 1} to stop`, () => !alive(pid), timeoutMs);
}

/** A planned restart: out of the balancer, SIGTERM (drains), started again, back in. */
export async function restartInstance(n) {
  await setInBalancer(n, false);
  await stopInstance(n, 'SIGTERM');
  await startInstance(n);
  await setInBalancer(n, true);
}

// ---- the whole ----

/**
 * nginx and PostgreSQL 15 from Debian: installed when this process may (root with apt-get), as
 * scripts/chromium.mjs does for Chromium; otherwise the error says the command.
 */
export function ensurePackages(log = console.log) {
  const missing = [];
  if (!fs.existsSync(nginxBin)) missing.push('nginx');
  if (!fs.existsSync(path.join(pgBin, 'initdb'))) missing.push('postgresql-15');
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) throw new Error(`The cluster needs ${missing.join(' and ')}. Install, then run again:\n  sudo ${command}`);
  log(`> installing ${missing.join(' ')} from Debian's packages`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: ['ignore', 'ignore', 'inherit'], env });
}

export async function start({ log: print = console.log } = {}) {
  // Each step says when it began: a slow start shows which piece took the time.
  const began = Date.now();
  const log = (line) => print(`${line} (at ${((Date.now() - began) / 1000).toFixed(1)} s)`);
  ensurePackages(log);
  if (!fs.existsSync(path.join(root, 'apps', 'server', 'dist', 'main.js')))
    throw new Error('apps/server/dist/main.js is missing: run node scripts/prepare.mjs');
  const { listen, instances } = layout();
  fs.mkdirSync(dir, { recursive: true });
  log(`> S3 (s3rver) on 127.0.0.1:${s3Port}, bucket "${BUCKET}"; PostgreSQL on 127.0.0.1:${pgPort}`);
  // s3rver starts in its own process while initdb runs.
  const s3 = startS3();
  startPostgres();
  await s3;
  // The first instance migrates and seeds alone; the others start on a migrated database.
  log(`> instance 1 on 127.0.0.1:${instances[0]} (migrates the database)`);
  await startInstance(0);
  log(
    `> instances ${instances
      .slice(1)
      .map((p, i) => `${i + 2} on 127.0.0.1:${p}`)
      .join(', ')}`,
  );
  await Promise.all(instances.slice(1).map((_, i) => startInstance(i + 1)));
  log(`> nginx on http://localhost:${listen} (${nginxConf})`);
  await startNginx();
  log(`Despacha is running as a cluster on http://localhost:${listen} — files, logs and pids in ${dir}`);
}

export async function stop({ log = console.log } = {}) {
  const pids = [stopNginx(), readPid('s3')];
  for (let n = 0; n < layout().instances.length; n++) pids.push(instancePid(n));
  for (const pid of pids.slice(1)) if (alive(pid)) process.kill(pid, 'SIGTERM');
  for (const pid of pids) if (pid) await waitFor(`process ${pid} to stop`, () => !alive(pid), 25_000).catch(() => alive(pid) && process.kill(pid, 'SIGKILL'));
  stopPostgres();
  fs.rmSync(dir, { recursive: true, force: true });
  log('cluster stopped');
}

export async function status({ log = console.log } = {}) {
  const { listen, instances } = layout();
  const line = (name, up, extra = '') => log(`${name.padEnd(12)} ${up ? 'up  ' : 'DOWN'} ${extra}`);
  line('postgres', pgUp(), `127.0.0.1:${pgPort}`);
  line('s3', alive(readPid('s3')), `127.0.0.1:${s3Port}`);
  for (let n = 0; n < instances.length; n++)
    line(`instance ${n + 1}`, alive(instancePid(n)), `127.0.0.1:${instances[n]} ${(await isReady(n)) ? 'ready' : 'not ready'}`);
  line('nginx', alive(readPid('nginx')), `http://localhost:${listen}`);
}

function pgUp() {
  try {
    execFileSync(path.join(pgBin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(pgPort)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [name, arg] = process.argv.slice(2);
  const restart = () => restartInstance(Number(arg) - 1).then(() => console.log(`instance ${arg} restarted`));
  const command = { start, stop, status, restart: arg && Number(arg) >= 1 && Number(arg) <= layout().instances.length ? restart : undefined }[name ?? ''];
  if (!command) {
    console.error('usage: scripts/cluster.sh start|stop|status|restart N');
    process.exit(2);
  }
  command().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
