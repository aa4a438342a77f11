import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { paths } from '../src/lib/paths.ts';
import { staticClosure } from './chunk-closure.ts';
import { routeModules } from './route-table.ts';

/** Beside the build, under a dot folder the static server never serves. Read by apps/server/src/plugins/route-preloads.ts. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** For each URL pattern, the scripts (and styles) its lazy modules need beyond what index.html already loads. */
export type RoutePreloads = { routes: { path: string; scripts: string[]; styles: string[] }[] };

const chunksOf = (bundle: OutputBundle) => Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');

/**
 * A signed-in page used to wait for three things one after the other: index.html's scripts, then
 * (once they ran and the router matched) the route's lazy chunks, then `/api/me`. This writes,
 * per route of src/app/router.tsx, the chunk files its match loads (the layouts' and the page's
 * with their static imports), so the server can name them in index.html as modulepreloads and
 * the three downloads overlap (decision 028).
 */
export function routePreloads({ router, entry, app }: { router: string; entry: string; app: string }): Plugin {
  let root = '';
  return {
    name: 'despacha:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const routerFile = path.join(root, router);
      const chunks = chunksOf(bundle);
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (fileName: string, into: Set<string>) => staticClosure(bundle, [fileName], into);
      // index.html loads the entry chunk that leads to src/main.tsx (main.tsx may sit in a chunk of its own)...
      const mainChunk = chunks.find((c) => c.moduleIds.includes(path.join(root, entry)));
      const inIndex = chunks
        .filter((c) => c.isEntry)
        .map((c) => closure(c.fileName, new Set<string>()))
        .find((files) => mainChunk && files.has(mainChunk.fileName));
      if (!inIndex) throw new Error(`route preloads: no entry chunk leads to ${entry}`);
      // ...and the app the entry imports, which index.html names as modulepreloads (vite/app-preloads.ts).
      const appChunk = chunks.find((c) => c.moduleIds.includes(path.join(root, app)));
      if (!appChunk) throw new Error(`route preloads: no chunk holds ${app}`);
      closure(appChunk.fileName, inIndex);
      const cssOf = (files: Iterable<string>) => new Set([...files].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]));
      const indexCss = cssOf(inIndex);

      const routes = routeModules(fs.readFileSync(routerFile, 'utf8'), paths).map(({ path: pattern, modules }) => {
        const files = new Set<string>();
        for (const specifier of modules) {
          const id = path.resolve(path.dirname(routerFile), specifier);
          // A module put in a chunk group has no facade chunk of its own: the group's chunk holds it.
          const chunk = byModule.get(id) ?? chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) throw new Error(`route preloads: no chunk for ${specifier} (${pattern})`);
          closure(chunk.fileName, files);
        }
        return {
          path: pattern,
          scripts: [...files].filter((f) => !inIndex.has(f)).map((f) => `/${f}`),
          styles: [...cssOf(files)].filter((f) => !indexCss.has(f)).map((f) => `/${f}`),
        };
      });
      const table: RoutePreloads = { routes };
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(table) });
    },
  };
}
