import { createServer, type Plugin } from 'vite';
import { builtHtmlPlugin } from './built-html.ts';
import { addHeadLinks, staticClosure } from './chunk-closure.ts';

const ROOT = '<div id="root"></div>';

/**
 * Writes the login page's markup into `html`'s #root at build time. The page is the same for
 * every visitor (no session, no data), so its first paint needs the HTML and the CSS only,
 * not ~100 KB of script; the entry then hydrates it. The markup comes from the real components,
 * loaded through Vite's SSR loader, so it cannot drift from what the client renders.
 */
export function prerenderLogin({ html, module }: { html: string; module: string }): Plugin[] {
  let root = '';
  let configFile: string | undefined;
  const render: Plugin = {
    name: 'despacha:prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      configFile = config.configFile;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(source, context) {
        if (!context.filename.endsWith(html)) return source;
        if (!source.includes(ROOT)) throw new Error(`${html} has no empty ${ROOT} to fill`);
        const server = await createServer({
          root,
          configFile,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const { renderLoginPage } = (await server.ssrLoadModule(module)) as { renderLoginPage: () => string };
          // The CSP refuses style attributes in HTML (React sets styles through the CSSOM, which it
          // allows). Radix writes two, an outline and a zero animation time: the first is a class
          // too (components/ui/tabs.tsx), the second only matters for an animation there is not.
          const markup = renderLoginPage().replace(/ style="[^"]*"/g, '');
          // React 19 writes the page's <title> first; it belongs in the head, in place of the generic one.
          const title = /^<title>[^<]*<\/title>/.exec(markup)?.[0];
          const head = title ? source.replace(/<title>[^<]*<\/title>/, title) : source;
          // Inert until hydrated (login-root.tsx): a form submitted before its script runs would
          // otherwise go out as a GET, the password in the URL.
          return head.replace(ROOT, `<div id="root" inert>${title ? markup.slice(title.length) : markup}</div>`);
        } finally {
          await server.close();
        }
      },
    },
  };
  // The page paints without its scripts: let the stylesheet have the bandwidth first. On a slow
  // link 100 KB of high-priority module scripts would otherwise share it with the CSS and push
  // the first paint back.
  const lowPriorityScripts = builtHtmlPlugin('despacha:prerender-login-script-priority', html, (source, { chunk, bundle }) => {
    // The entry imports the page's code only after the first paint (src/login-main.tsx): fetch
    // those chunks meanwhile. As plain preloads: a modulepreload would also compile them before
    // the paint, the work the entry puts off.
    const preload = staticClosure(bundle, chunk?.dynamicImports ?? []);
    const withLinks = addHeadLinks(source, preload, (file) => `<link rel="preload" as="script" crossorigin href="/${file}">`);
    return withLinks.replace(/<(script type="module"|link rel="modulepreload"|link rel="preload" as="script")/g, '<$1 fetchpriority="low"');
  });
  return [render, lowPriorityScripts];
}
