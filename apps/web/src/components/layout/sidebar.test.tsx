import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { buildMe } from '../../test/factories.ts';
import { Sidebar, type SidebarProps } from './sidebar.tsx';

const userMenu = [
  ['Dashboard', '/dashboard'],
  ['Relatórios', '/reports'],
  ['Caixa', '/caixa'],
  ['Orçamentos', '/orcamentos'],
  ['Cadastro do Sistema', '/cadastro-sistema'],
  ['Formulários', '/formularios'],
  ['Solicitações', '/solicitacoes'],
  ['Origem dos Serviços', '/origem-servicos'],
  ['Guia PL', '/guia-pl'],
  ['Guia Geral', '/guia-geral'],
  ['Retorno de Exigência', '/retorno-exigencia'],
  ['Licenciamentos', '/licenciamentos'],
  ['Agenda', '/agenda'],
  ['Notas fiscais', '/notas-fiscais'],
];

function renderSidebar(role: string, adminArea = false, hasAgency = true) {
  // The sidebar reads nothing from the network; the session query still runs in the providers.
  mockApi({ 'GET /api/me': () => ({ body: buildMe('dispatcher') }) });
  const props: SidebarProps = {
    user: { name: 'Ana Souza', email: 'ana@teste.com.br', role },
    hasAgency,
    adminArea,
    collapsed: false,
    mobileOpen: false,
    onClose: () => undefined,
  };
  return renderWithProviders(<Sidebar {...props} />, adminArea ? '/admin/dashboard' : '/dashboard');
}

describe('Sidebar', () => {
  it('shows the user block with the role label and the user menu in order', async () => {
    renderSidebar('dispatcher');

    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('ana@teste.com.br')).toBeInTheDocument();
    expect(screen.getByText('Despachante')).toBeInTheDocument();
    expect(screen.getByText('Despacha')).toBeInTheDocument();

    const links = within(screen.getByRole('navigation', { name: 'Menu principal' })).getAllByRole('link');
    // A dispatcher also manages the agency's users.
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ...userMenu.slice(0, 5),
      ['Importar dados', '/importar-dados'],
      ...userMenu.slice(5),
      ['Usuários', '/usuarios'],
      ['Assinatura', '/assinatura'],
      ['Acompanhamento do cliente', '/acompanhamento-clientes'],
      ['Nota fiscal (NFS-e)', '/nfse'],
      ['Privacidade e dados (LGPD)', '/privacidade'],
      ['Auditoria', '/auditoria'],
    ]);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it("links the user block to 'Minha conta'", async () => {
    renderSidebar('user');
    expect(await screen.findByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/minha-conta');
  });

  it('shows an admin without an agency only what works without one', async () => {
    renderSidebar('admin', false, false);
    expect(await screen.findByText('Administrador')).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Menu principal' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/dashboard']);
    expect(screen.getByRole('link', { name: 'Modo Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Minha conta' })).toBeInTheDocument();
  });

  it('hides the Modo Admin button from anyone but an admin', async () => {
    renderSidebar('user');
    expect(await screen.findByText('Usuário')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Modo Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Usuários' })).not.toBeInTheDocument();
  });

  it('offers Modo Admin to an admin', async () => {
    renderSidebar('admin');
    expect(await screen.findByText('Administrador')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modo Admin' })).toHaveAttribute('href', '/admin');
  });

  it('shows the admin menu and "Sair do Admin" inside the admin area', async () => {
    renderSidebar('admin', true);
    expect(await screen.findByRole('link', { name: 'Sair do Admin' })).toHaveAttribute('href', '/dashboard');
    const links = within(screen.getByRole('navigation', { name: 'Menu administrativo' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/dashboard',
      '/admin/clients',
      '/admin/users',
      '/admin/subscriptions',
      '/admin/service-catalog',
      '/admin/billing',
      '/admin/settings',
      '/admin/monitoring',
      '/admin/auditoria',
    ]);
    expect(screen.queryByRole('link', { name: 'Modo Admin' })).not.toBeInTheDocument();
  });
});
