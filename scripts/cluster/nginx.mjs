// nginx for the cluster (decision 068): deploy/nginx/despacha.conf inside a minimal main configuration.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { alive, answers, dir, isRoot, layout, logFile, nginxBin, nginxConf, pidFile, readPid, waitFor } from './base.mjs';

/**
 * nginx reads a copy of deploy/nginx/despacha.conf in which the instances being restarted are
 * marked `down`, as an operator would edit it: closing a listening socket resets the connections
 * still in its accept queue (nginx has sent them a request and does not resend a POST), so a
 * planned restart first takes the instance out of the balancer (decision 068).
 */
const upstreamConf = path.join(dir, 'despacha.conf');
function writeUpstream(down = new Set()) {
  const { instances } = layout();
  const conf = fs
    .readFileSync(nginxConf, 'utf8')
    .replace(/^(\s*server\s+127\.0\.0\.1:(\d+)[^;]*);/gm, (line, head, port) => (down.has(instances.indexOf(Number(port))) ? `${head} down;` : line));
  fs.writeFileSync(upstreamConf, conf);
}
const mainConf = path.join(dir, 'nginx.conf');
const workers = (master) => {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(master)], { encoding: 'utf8' })
      .split('\n')
      .map(Number)
      .filter(Boolean);
  } catch {
    return [];
  }
};

/** Reloads nginx with instance n in or out of the upstream; resolves when the old workers are gone. */
export async function setInBalancer(n, inside) {
  const down = new Set(inside ? [] : [n]);
  writeUpstream(down);
  const master = readPid('nginx');
  const before = workers(master);
  execFileSync(nginxBin, ['-p', dir, '-c', mainConf, '-s', 'reload'], { stdio: 'ignore' });
  // The old workers finish the requests they hold, then exit; until then they still use the old upstream.
  await waitFor('nginx to reload', () => !workers(master).some((pid) => before.includes(pid)) && workers(master).length > 0, 30_000);
}

export async function startNginx() {
  const { listen } = layout();
  writeUpstream();
  const main = mainConf;
  // Test-only: the answering instance in a header, for the tests to see where requests went.
  const upstreamHeader = process.env.CLUSTER_UPSTREAM_HEADER === '0' ? '' : '  add_header X-Upstream $upstream_addr always;\n';
  fs.writeFileSync(
    main,
    `${isRoot ? 'user root;\n' : ''}worker_processes 1;\npid ${pidFile('nginx')};\nerror_log ${logFile('nginx-error')} warn;\n` +
      `events { worker_connections 1024; }\n` +
      `http {\n  access_log off;\n  client_body_temp_path ${dir}/nginx-body;\n  proxy_temp_path ${dir}/nginx-proxy;\n` +
      `  fastcgi_temp_path ${dir}/nginx-fastcgi;\n  uwsgi_temp_path ${dir}/nginx-uwsgi;\n  scgi_temp_path ${dir}/nginx-scgi;\n` +
      upstreamHeader +
      `  include ${upstreamConf};\n}\n`,
  );
  execFileSync(nginxBin, ['-p', dir, '-c', main], { stdio: 'inherit' });
  await waitFor('nginx', () => answers(`http://127.0.0.1:${listen}/api/health`, () => true), 10_000);
}

export function stopNginx() {
  const pid = readPid('nginx');
  if (alive(pid)) process.kill(pid, 'SIGQUIT');
  return pid;
}
