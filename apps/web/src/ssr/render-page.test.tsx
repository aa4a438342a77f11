// @vitest-environment node
// As on the server: no document, no window (a component that needs one at render fails here).
import { describe, expect, it } from 'vitest';
import { buildAgency, buildMe } from '../test/factories.ts';
import { renderPage } from './render-page.tsx';

const at = (path: string) => `http://despacha.invalid${path}`;
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('renderPage (the server-rendered first paint, decision 042)', () => {
  it("renders the page as the app's first render shows it: this session's layout and heading, its data still loading", async () => {
    const me = buildMe('dispatcher', buildAgency({ name: 'Despachante Modelo' }));
    const page = await renderPage(at('/dashboard'), me);
    expect(page?.title).toBe('Dashboard | Despacha');
    expect(page!.markup).toMatch(/<h1[^>]*>Bem-vindo, Ana Souza!<\/h1>/);
    expect(text(page!.markup)).toContain('Despachante Modelo');
    expect(text(page!.markup)).toContain('Cadastro do Sistema');
    // Inert, controls disabled, until the app replaces it; no style attribute (the CSP refuses them).
    expect(page!.markup.startsWith('<fieldset disabled inert class="contents">')).toBe(true);
    expect(page!.markup).not.toMatch(/ style="/);
  });

  it('renders the form pages, their print areas left to the browser', async () => {
    const registry = await renderPage(at('/cadastro-sistema'), buildMe());
    expect(registry!.markup).toMatch(/<h1[^>]*>Cadastro do Sistema<\/h1>/);
    expect(registry!.markup.match(/<input /g)!.length).toBeGreaterThan(10);
    for (const path of ['/intencao-venda', '/comunicacao-venda', '/vistoria-transito', '/certidao-propriedade']) {
      const form = await renderPage(at(path), buildMe());
      expect(form, path).not.toBeNull();
      expect(form!.markup, path).not.toContain('data-print-area');
    }
  });

  it('renders nothing where the guards would send the session elsewhere, or outside the signed-in app', async () => {
    expect(await renderPage(at('/admin/clients'), buildMe('dispatcher'))).toBeNull();
    expect(await renderPage(at('/admin/clients'), buildMe('admin', null))).not.toBeNull();
    expect(await renderPage(at('/'), buildMe())).toBeNull();
    expect(await renderPage(at('/login'), buildMe())).toBeNull();
    expect(await renderPage(at('/rota-que-nao-existe'), buildMe())).toBeNull();
    // The pt-BR addresses are redirects: the plain page goes out and the browser's router sends them on.
    expect(await renderPage(at('/relatorios'), buildMe())).toBeNull();
    expect(await renderPage(at('/admin/clientes'), buildMe('admin', null))).toBeNull();
    expect(await renderPage(at('/dashboard'), buildMe('dispatcher', null))).toBeNull();
    const temporary = buildMe();
    temporary.profile.mustChangePassword = true;
    expect(await renderPage(at('/dashboard'), temporary)).toBeNull();
  });
});
