import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useSignedIn } from '../../lib/auth.tsx';
import { cn } from '../../lib/cn.ts';
import { isAdminPath } from '../../lib/paths.ts';
import { isBlockedAgencyStatus } from '@despacha/domain/billing/blocked-agency';
import { BlockedShell } from '../../features/billing-agency/components/blocked-page.tsx';
import { LeavePrompt } from '../ui/leave-guard.tsx';
import { AgencyRequired, worksWithoutAgency } from './agency-required.tsx';
import { Header } from './header.tsx';
import { Sidebar } from './sidebar.tsx';

/** Signed-in shell: collapsible sidebar (a drawer on small screens), header and the page. */
export function AppLayout() {
  const { me } = useSignedIn();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const adminArea = isAdminPath(pathname);
  const hasAgency = me.profile.agencyId !== null;
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);

  useEffect(() => setMobileOpen(false), [pathname]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMobileOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  // A blocked agency (suspended, cancelled, inactive) gets one page: the server refuses the rest.
  if (me.agency && me.profile.role !== 'admin' && isBlockedAgencyStatus(me.agency.status)) return <BlockedShell status={me.agency.status} />;

  return (
    <div data-area={adminArea ? 'admin' : 'user'} className="flex min-h-dvh bg-slate-50">
      {mobileOpen ? <div aria-hidden="true" className="fixed inset-0 z-30 bg-slate-900/50 md:hidden" onClick={() => setMobileOpen(false)} /> : null}
      <Sidebar
        user={{ name: me.profile.name || me.user.name, email: me.user.email, role: me.profile.role }}
        hasAgency={hasAgency}
        adminArea={adminArea}
        collapsed={collapsed}
        mobileOpen={mobileOpen}
        onClose={() => setMobileOpen(false)}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <Header
          adminArea={adminArea}
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed((value) => !value)}
          onOpenMenu={() => setMobileOpen(true)}
          context={me.agency?.name}
        />
        <div
          aria-hidden="true"
          className={cn('h-0.5 origin-left bg-primary transition-transform', navigation.state === 'loading' ? 'scale-x-100 animate-pulse' : 'scale-x-0')}
        />
        <main className="flex-1 p-4 md:p-6">{hasAgency || worksWithoutAgency(pathname) ? <Outlet /> : <AgencyRequired />}</main>
        <LeavePrompt />
      </div>
    </div>
  );
}
