import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LogOut, Shield, ShieldCheck, UserRound, X } from 'lucide-react';
import { usePlatformName } from '../../lib/public-settings.ts';
import { isAdmin, roleLabel } from '@despacha/domain/roles';
import { cn } from '../../lib/cn.ts';
import { confirmLeave } from '../../lib/leave-guard.ts';
import { paths } from '../../lib/paths.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { adminMenu, userMenu, visibleTo, type MenuItem } from './menu-items.ts';
import { layoutStrings as s } from './strings.ts';

export type SidebarProps = {
  user: { name: string; email: string; role: string };
  /** Without an agency (a platform admin) the agency screens are hidden: their APIs would refuse. */
  hasAgency: boolean;
  adminArea: boolean;
  /** Desktop: icons only. */
  collapsed: boolean;
  /** Small screens: the sidebar is a drawer over the page. */
  mobileOpen: boolean;
  onClose: () => void;
};

function MenuLink({ item, adminArea, collapsed }: { item: MenuItem; adminArea: boolean; collapsed: boolean }) {
  const Icon = item.icon;
  const { pathname } = useLocation();
  const activeElsewhere = item.alsoActiveAt === pathname;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      title={collapsed ? item.label : undefined}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
          isActive || activeElsewhere ? (adminArea ? 'bg-admin-soft text-admin' : 'bg-primary-soft text-primary') : 'text-slate-700 hover:bg-slate-100',
        )
      }
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className={cn(collapsed && 'md:sr-only')}>{item.label}</span>
    </NavLink>
  );
}

export function Sidebar({ user, hasAgency, adminArea, collapsed, mobileOpen, onClose }: SidebarProps) {
  const signOut = useSignOut();
  const closeButton = useRef<HTMLButtonElement>(null);
  const menu = visibleTo(adminArea ? adminMenu : userMenu, user.role, hasAgency);
  const hideText = cn(collapsed && 'md:sr-only');
  const platformName = usePlatformName();

  // Opening the drawer moves the keyboard focus into it.
  useEffect(() => {
    if (mobileOpen) closeButton.current?.focus();
  }, [mobileOpen]);

  return (
    <aside
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex w-72 flex-col border-r bg-white transition-[transform,width] md:sticky md:top-0 md:h-dvh md:translate-x-0',
        adminArea ? 'border-admin/30 border-t-4 border-t-admin' : 'border-slate-200',
        collapsed ? 'md:w-16' : 'md:w-64',
        mobileOpen ? 'translate-x-0 shadow-xl' : 'max-md:invisible max-md:-translate-x-full',
      )}
    >
      <div className="flex h-16 items-center justify-between gap-2 border-b border-slate-200 px-4">
        <Link to={paths.dashboard.path} className="flex min-w-0 items-center gap-2 font-bold">
          <span
            aria-hidden="true"
            className={cn('flex size-8 shrink-0 items-center justify-center rounded-md text-white', adminArea ? 'bg-admin' : 'bg-primary')}
          >
            D
          </span>
          <span className={cn('truncate text-lg', adminArea ? 'text-admin' : 'text-primary', hideText)}>{platformName}</span>
        </Link>
        <Button ref={closeButton} variant="ghost" size="icon" className="md:hidden" aria-label={s.closeMenu} onClick={onClose}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>

      {adminArea ? <p className={cn('px-4 pt-3 text-xs font-semibold uppercase tracking-wide text-admin', hideText)}>{s.adminArea}</p> : null}

      <nav aria-label={adminArea ? s.adminNavigation : s.mainNavigation} className="flex-1 overflow-y-auto p-2">
        <ul className="flex flex-col gap-1">
          {menu.map((item) => (
            <li key={item.to}>
              <MenuLink item={item} adminArea={adminArea} collapsed={collapsed} />
            </li>
          ))}
        </ul>
      </nav>

      <div className="flex flex-col gap-2 border-t border-slate-200 p-3">
        {isAdmin(user.role) ? (
          <Link
            to={adminArea ? paths.dashboard.path : paths.admin.path}
            title={collapsed ? (adminArea ? s.leaveAdmin : s.adminMode) : undefined}
            className={buttonClasses({ variant: adminArea ? 'outline' : 'danger', size: 'sm', className: 'w-full' })}
          >
            {adminArea ? <Shield aria-hidden="true" className="size-4" /> : <ShieldCheck aria-hidden="true" className="size-4" />}
            <span className={hideText}>{adminArea ? s.leaveAdmin : s.adminMode}</span>
          </Link>
        ) : null}

        <div className={cn('min-w-0 px-1', hideText)}>
          <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
          <p className="truncate text-xs text-slate-600">{user.email}</p>
          <p className={cn('text-xs font-medium', adminArea ? 'text-admin' : 'text-primary')}>{roleLabel(user.role)}</p>
        </div>

        <NavLink
          to={paths.myAccount.path}
          title={collapsed ? paths.myAccount.title : undefined}
          className={({ isActive }) =>
            buttonClasses({
              variant: 'ghost',
              size: 'sm',
              className: cn('w-full', isActive && (adminArea ? 'bg-admin-soft text-admin' : 'bg-primary-soft text-primary')),
            })
          }
        >
          <UserRound aria-hidden="true" className="size-4" />
          <span className={hideText}>{paths.myAccount.title}</span>
        </NavLink>

        <Button
          variant="ghost"
          size="sm"
          className="w-full"
          // A form with unsaved work asks first (LeavePrompt).
          onClick={() => confirmLeave(() => signOut.mutate())}
          disabled={signOut.isPending}
          title={collapsed ? s.signOut : undefined}
        >
          <LogOut aria-hidden="true" className="size-4" />
          <span className={hideText}>{signOut.isPending ? s.signingOut : s.signOut}</span>
        </Button>
      </div>
    </aside>
  );
}
