import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Issue 36 item 2: no module of the server, the web app or the domain package imports itself back
// through others, `import type` included. scripts/import-cycles.mjs reads the imports; it runs here
// as `node scripts/import-cycles.mjs` would, in about a second.

const root = path.resolve(import.meta.dirname, '../../..');
const script = path.join(root, 'scripts', 'import-cycles.mjs');
const check = (cwd: string, args: string[] = []) => spawnSync(process.execPath, [script, ...args], { cwd, encoding: 'utf8' });

const fixtures: string[] = [];
afterAll(() => {
  for (const dir of fixtures) fs.rmSync(dir, { recursive: true, force: true });
});
function fixture(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  fixtures.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('import cycles', () => {
  it('has none in apps/server/src, apps/web/src and packages/domain/src', () => {
    const run = check(root);
    // On a failure, the cycles are listed here, one chain of paths a line.
    expect(run.stderr + run.stdout).toMatch(/^No import cycles among \d+ files\.\n$/);
    expect(run.status).toBe(0);
  });

  it('finds two files that import each other, though one import is type-only', () => {
    const dir = fixture({
      'src/a.ts': "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
      'src/b.ts': "import { type A } from './a';\nexport const b = (a: A) => a;\n",
      // Imports a side of the cycle without being on it.
      'src/c.ts': "import { b } from './b.ts';\nexport const c = b;\n",
    });
    const run = check(dir, ['src']);
    expect(run.stdout.split('\n')).toEqual(['src/a.ts -> src/b.ts -> src/a.ts', '1 import cycle among 3 files.', '']);
    expect(run.status).toBe(1);
  });

  it('follows re-exports, dynamic imports and workspace package names; not imports in comments or strings', () => {
    const dir = fixture({
      'package.json': JSON.stringify({ workspaces: ['packages/lib'] }),
      'packages/lib/package.json': JSON.stringify({ name: '@x/lib', exports: { './*': './src/*.ts' } }),
      'packages/lib/src/util.ts': "export * from './more.ts';\n",
      'packages/lib/src/more.ts': "export const load = () => import('../../../app/src/main.tsx');\n",
      'app/src/main.tsx': "import { load } from '@x/lib/util';\nexport const main = load;\n",
      'app/src/quiet.ts': [
        "// import { main } from './main.tsx';",
        "/* export * from './main.tsx'; */",
        'export const text = "import { main } from \'./main.tsx\'";',
        "export const template = `${text} import('./main.tsx')`;",
        '',
      ].join('\n'),
      'app/src/loud.ts': "import { text } from './quiet.ts';\nexport { text };\n",
    });
    const run = check(dir, ['app/src', 'packages/lib/src']);
    expect(run.stdout.split('\n')).toEqual([
      'app/src/main.tsx -> packages/lib/src/util.ts -> packages/lib/src/more.ts -> app/src/main.tsx',
      '1 import cycle among 5 files.',
      '',
    ]);
    expect(run.status).toBe(1);
  });
});
