import { describe, expect, it } from 'vitest';
import { SESSION_SCRIPT_ID } from '@despacha/domain/server-render';
import { takeServerSession } from '../lib/server-session.ts';
import { buildAgency, buildMe } from '../test/factories.ts';
import { renderPage } from './render-page.tsx';

const at = (path: string) => `http://despacha.invalid${path}`;

describe('renderPage (the server-rendered first paint, decision 042)', () => {
  it("renders the page as the app's first render shows it: this session's layout and heading, its data still loading", async () => {
    const me = buildMe('dispatcher', buildAgency({ name: 'Despachante Modelo' }));
    const page = await renderPage(at('/dashboard'), me);
    expect(page?.title).toBe('Dashboard | Despacha');
    const doc = new DOMParser().parseFromString(`<body>${page!.markup}</body>`, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('Bem-vindo, Ana Souza!');
    expect(doc.body.textContent).toContain('Despachante Modelo');
    expect(doc.querySelector('nav')?.textContent).toContain('Cadastro do Sistema');
    // Inert, controls disabled, until the app replaces it; no style attribute (the CSP refuses them).
    const wrapper = doc.body.firstElementChild!;
    expect(wrapper.tagName).toBe('FIELDSET');
    expect(wrapper.hasAttribute('disabled') && wrapper.hasAttribute('inert')).toBe(true);
    expect(page!.markup).not.toMatch(/ style="/);
  });

  it('renders a form page, its fields as a new record has them', async () => {
    const page = await renderPage(at('/cadastro-sistema'), buildMe());
    const doc = new DOMParser().parseFromString(`<body>${page!.markup}</body>`, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('Cadastro do Sistema');
    expect(doc.querySelectorAll('input').length).toBeGreaterThan(10);
  });

  it('renders nothing where the guards would send the session elsewhere, or outside the signed-in app', async () => {
    expect(await renderPage(at('/admin/clients'), buildMe('dispatcher'))).toBeNull();
    expect(await renderPage(at('/admin/clients'), buildMe('admin', null))).not.toBeNull();
    expect(await renderPage(at('/'), buildMe())).toBeNull();
    expect(await renderPage(at('/login'), buildMe())).toBeNull();
    expect(await renderPage(at('/rota-que-nao-existe'), buildMe())).toBeNull();
    expect(await renderPage(at('/dashboard'), buildMe('dispatcher', null))).toBeNull();
    const temporary = buildMe();
    temporary.profile.mustChangePassword = true;
    expect(await renderPage(at('/dashboard'), temporary)).toBeNull();
  });
});

describe('takeServerSession', () => {
  it('reads the session the page came with once, and nothing from a plain page', () => {
    const me = buildMe();
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${SESSION_SCRIPT_ID}">${JSON.stringify(me)}</script>`;
    expect(takeServerSession(document)).toEqual(me);
    expect(takeServerSession(document)).toBeUndefined();
    document.body.innerHTML = '<div id="root"></div>';
    expect(takeServerSession(document)).toBeUndefined();
  });
});
