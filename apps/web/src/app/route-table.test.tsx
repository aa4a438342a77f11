import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModules } from '../../vite/route-table.ts';
import { paths } from '../lib/paths.ts';

// The build reads the router to tell the server what each URL preloads (decision 028): a route
// written in a way the reader misses would silently lose its preloads, so every path is checked.
const source = fs.readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');
const table = routeModules(source, paths);
const modulesOf = (p: string) => table.find((r) => r.path === p)?.modules;

describe('route table read from router.tsx', () => {
  it('has every path of paths.ts but `/` (a redirect), each with a page module of its own', () => {
    const expected = Object.values(paths)
      .map((p) => p.path as string)
      .filter((p) => p !== paths.home.path);
    expect(table.map((r) => r.path).sort()).toEqual([...new Set(expected)].sort());
    for (const route of table) expect(route.modules.at(-1)).toMatch(/^\.\/routes\/.+\.tsx$/);
  });

  it('puts the shell before the page for signed-in routes, and no shell on the auth pages', () => {
    expect(modulesOf(paths.dashboard.path)).toEqual(['./routes/app/shell.tsx', './routes/app/dashboard.tsx']);
    expect(modulesOf(paths.requestDetail.path)).toEqual(['./routes/app/shell.tsx', './routes/app/request-detail.tsx']);
    expect(modulesOf(paths.admin.path)).toEqual(['./routes/app/shell.tsx', './routes/admin/dashboard.tsx']);
    expect(modulesOf(paths.adminClientEdit.path)).toEqual(['./routes/app/shell.tsx', './routes/admin/client-detail.tsx']);
    expect(modulesOf(paths.changePassword.path)).toEqual(['./routes/auth/change-password.tsx']);
    expect(modulesOf(paths.login.path)).toEqual(['./routes/auth/login.tsx']);
  });

  it('refuses a route path it cannot read instead of leaving the route out', () => {
    const odd = "const where = '/x'; export const routes = [{ path: `${where}/y`, lazy: () => import('./routes/y.tsx') }];";
    expect(() => routeModules(odd, paths)).toThrow(/cannot read/);
  });
});
