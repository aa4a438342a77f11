// Type-checks the three workspaces at once: each tsc is one thread, and the web's and the
// server's are the two long ones, so on two cores they finish in the time of the longer.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const projects = ['packages/domain', 'apps/server', 'apps/web'];

const results = await Promise.all(
  projects.map(
    (project) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('close', (code) => resolve({ project, code, output }));
      }),
  ),
);
for (const { project, code, output } of results) {
  if (code !== 0) console.error(`tsc -p ${project} failed:\n${output}`);
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
