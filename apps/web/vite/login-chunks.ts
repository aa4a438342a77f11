import type { Plugin } from 'vite';

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[]; isEntry: boolean } | null };

/** True when `id` is in the static import graph of the entry module whose id ends with `entry`. */
function staticallyFrom(entry: string, graph: ModuleGraph, memo: Map<string, boolean>, id: string, seen = new Set<string>()): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  if (seen.has(id)) return false;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  const found = id.endsWith(entry) || (info?.importers.some((importer) => staticallyFrom(entry, graph, memo, importer, seen)) ?? false);
  // A cycle cut short by `seen` may say false too early: memoise only what is certain.
  if (found || seen.size === 1) memo.set(id, found);
  return found;
}

/**
 * /login's budget is counted in requests as well as bytes (bench/login-bundle.ts): by default
 * rolldown cuts the login page's code into ~17 shared chunks. This groups it into three: React,
 * the code /login shares with the app's entry, and the rest of what /login needs at first paint
 * (react-hook-form, Radix tabs, the UI primitives, the auth forms: ~28 KB gzip, which an app page
 * loads too when it imports one of those libraries or primitives). Everything loaded on demand keeps rolldown's chunking.
 */
export function loginChunks({ loginRoot, appEntry }: { loginRoot: string; appEntry: string }): Plugin {
  return {
    name: 'despacha:login-chunks',
    apply: 'build',
    config() {
      const fromLogin = new Map<string, boolean>();
      const fromApp = new Map<string, boolean>();
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 2 },
                  // Vite's dynamic-import helper, alone: the app's entry (src/main.tsx) needs it and
                  // nothing else before a server-rendered page's first paint (decision 042).
                  { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 3 },
                  {
                    priority: 1,
                    name: (id, graph) => {
                      if (!staticallyFrom(loginRoot, graph, fromLogin, id)) return null;
                      // Not the login forms apart from the libraries and primitives: that would save
                      // the app's pages 3 KB, and cost /login a request.
                      return staticallyFrom(appEntry, graph, fromApp, id) ? 'common' : 'login-page';
                    },
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}
