import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { appPreloads } from './vite/app-preloads.ts';
import { loginChunks } from './vite/login-chunks.ts';
import { precompress } from './vite/precompress.ts';
import { prerenderLogin } from './vite/prerender-login.ts';
import { routePreloads } from './vite/route-preloads.ts';
import { ssrBundle } from './vite/ssr-bundle.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    prerenderLogin({ html: 'login.html', module: '/src/login/prerender.tsx' }),
    loginChunks({ loginRoot: '/src/login/hydrate.tsx', appEntry: '/src/app/start.tsx' }),
    appPreloads({ html: 'index.html', app: '/src/app/start.tsx' }),
    routePreloads({ router: 'src/app/router.tsx', entry: 'src/main.tsx', app: 'src/app/start.tsx' }),
    precompress(),
    ssrBundle({ entry: 'src/ssr/render-page.tsx' }),
  ],
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Browsers without modulepreload are not supported by React 19 either; the polyfill is a request.
    modulePreload: {
      polyfill: false,
      // HTML keeps its modulepreloads. A dynamic import does not: Vite's helper adds one <link> per
      // dependency before importing (14 for the app's start, ~30 for a route), and each insertion
      // starts a fetch on the main thread, 42–70 ms of CPU at Lighthouse's 4x slowdown on a
      // server-rendered page. The browser fetches a module's imports itself once it has parsed it.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      // login.html is /login's own light entry (src/login-main.tsx); the server sends it for /login.
      input: { index: 'index.html', login: 'login.html' },
    },
  },
});
