import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** Where the server finds the renderer (apps/server/src/plugins/server-render.ts): a dot folder, never served. */
export const SSR_DIR = '.ssr';
export const SSR_FILE = 'render-page.js';

/**
 * Builds `entry` for Node into the client build's `.ssr/` once the client build is written: the
 * server renders a signed-in page's first paint with it (decision 042). Self-contained (the
 * dependencies bundled, React's production build), so what the server runs does not depend on how
 * node_modules is laid out; each lazy page stays a chunk of its own, loaded when first rendered.
 */
export function ssrBundle({ entry }: { entry: string }): Plugin {
  let root = '';
  let outDir = '';
  let skip = false;
  return {
    name: 'despacha:ssr-bundle',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir, SSR_DIR);
      skip = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (skip) return;
      await build({
        root,
        configFile: false,
        logLevel: 'warn',
        plugins: [react()],
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true },
        build: {
          ssr: entry,
          outDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: true,
          rolldownOptions: { output: { entryFileNames: SSR_FILE } },
        },
      });
    },
  };
}
