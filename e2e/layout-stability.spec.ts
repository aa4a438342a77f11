import { expect, test, type Page } from './fixtures.ts';
import { demo, loginThroughForm } from './support.ts';

// A screen draws its frame before its figures arrive. What waits for them holds their place, so
// nothing under it moves when they land: /admin/dashboard's spinner gave way to four cards and
// three panels and pushed the quick links down a screen (Lighthouse CLS 0.26, score 87, on the
// five-year world). Every screen of the kind is loaded here as a phone shows it, with the API
// slowed so that each placeholder is on screen, and its layout shifts are summed.

// Lighthouse's mobile viewport (Moto G Power).
test.use({ viewport: { width: 412, height: 823 } });

const API_DELAY_MS = 400;
/** "Good" cumulative layout shift, web.dev's threshold; the sum of every shift, stricter than CLS's window. */
const MAX_SHIFT = 0.1;

async function shiftOf(page: Page, path: string, ready: RegExp | string): Promise<number> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A placeholder's last frame and the content's first paint.
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

async function measure(page: Page, email: string, screens: [string, RegExp | string][]) {
  await loginThroughForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The session's own reads stay quick: the shell waits for them whole, the screens are what is judged.
  await page.route(/\/api\/(?!me$|auth\/)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.fallback();
  });
  const shifts: Record<string, number> = {};
  for (const [path, ready] of screens) shifts[path] = Number((await shiftOf(page, path, ready)).toFixed(3));
  console.log(`layout shift by screen: ${JSON.stringify(shifts)}`);
  expect(Object.entries(shifts).filter(([, shift]) => shift > MAX_SHIFT)).toEqual([]);
}

test('the dispatcher screens hold their place while their figures load', async ({ page }) => {
  test.slow();
  await measure(page, demo.dispatcher, [
    ['/dashboard', /Bem-vindo/],
    ['/cadastro-sistema', 'Cadastro do Sistema'],
    ['/reports', 'Relatórios'],
    ['/caixa', 'Caixa'],
    ['/retorno-exigencia', 'Retorno de Exigência'],
    ['/agenda', 'Agenda'],
    ['/licenciamentos', 'Licenciamentos'],
    ['/orcamentos', 'Orçamentos'],
    ['/solicitacoes', 'Solicitações'],
    ['/origem-servicos', 'Origem dos Serviços'],
    ['/notas-fiscais', 'Notas fiscais'],
    ['/assinatura', 'Assinatura'],
  ]);
});

test('the platform screens hold their place while their figures load', async ({ page }) => {
  test.slow();
  await measure(page, demo.admin, [
    ['/admin/dashboard', 'Dashboard Administrativo'],
    ['/admin/clients', 'Clientes'],
    ['/admin/subscriptions', 'Assinaturas'],
    ['/admin/billing', 'Faturamento'],
    ['/admin/monitoring', 'Monitoramento'],
    ['/admin/users', 'Usuários'],
  ]);
});
