import type { Plugin } from 'vite';
import { builtHtmlPlugin } from './built-html.ts';
import { addHeadLinks, staticClosure } from './chunk-closure.ts';

/**
 * The app's entry (src/main.tsx) is small and imports the app (`app`) dynamically, so that a
 * server-rendered page paints before any of the app's scripts is fetched (decision 042). Every
 * other page still wants them at once: this names the app's chunks in index.html as
 * modulepreloads (`data-app`), as Vite does for an entry's static imports. The server leaves them out of the
 * pages it renders (apps/server/src/plugins/route-preloads.ts).
 */
export function appPreloads({ html, app }: { html: string; app: string }): Plugin {
  return builtHtmlPlugin('despacha:app-preloads', html, (source, { chunk, bundle }) => {
    const appChunk = chunk?.dynamicImports.map((file) => bundle?.[file]).find((c) => c?.type === 'chunk' && c.moduleIds.some((id) => id.endsWith(app)));
    if (!appChunk || appChunk.type !== 'chunk') throw new Error(`app preloads: ${html}'s entry does not import ${app} dynamically`);
    const files = staticClosure(bundle, [appChunk.fileName]);
    return addHeadLinks(source, files, (file) => `<link rel="modulepreload" data-app crossorigin href="/${file}">`);
  });
}
