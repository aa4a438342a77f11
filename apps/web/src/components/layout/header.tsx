import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { agencyToday } from '@despacha/domain/agency-calendar';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { layoutStrings as s } from './strings.ts';

type HeaderProps = {
  adminArea: boolean;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onOpenMenu: () => void;
  /** Shown beside the date, e.g. the agency name. */
  context?: string;
};

/**
 * The agency's day (America/Sao_Paulo) in long form, e.g. 'domingo, 22 de novembro de 2026', wherever
 * it is rendered: the page the server renders (decision 042, in UTC) shows the day the app will show.
 */
export function formatToday(now: Date = new Date()): { iso: string; text: string } {
  const iso = agencyToday(now);
  const [year, month, day] = iso.split('-').map(Number);
  return { iso, text: format(new Date(year!, month! - 1, day!), "EEEE, d 'de' MMMM 'de' yyyy", { locale: ptBR }) };
}

export function Header({ adminArea, collapsed, onToggleCollapsed, onOpenMenu, context }: HeaderProps) {
  const CollapseIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const today = formatToday();
  return (
    <header
      className={cn(
        'sticky top-0 z-20 flex h-16 items-center gap-3 border-b px-4 md:px-6',
        adminArea ? 'border-admin-hover bg-admin text-white' : 'border-slate-200 bg-white text-slate-700',
      )}
    >
      <Button variant={adminArea ? 'ghostInverse' : 'ghost'} size="icon" className="md:hidden" aria-label={s.openMenu} onClick={onOpenMenu}>
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      <Button
        variant={adminArea ? 'ghostInverse' : 'ghost'}
        size="icon"
        className="max-md:hidden"
        aria-label={collapsed ? s.expandMenu : s.collapseMenu}
        aria-expanded={!collapsed}
        onClick={onToggleCollapsed}
      >
        <CollapseIcon aria-hidden="true" className="size-5" />
      </Button>
      <div className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        {adminArea ? (
          <span className="truncate text-sm font-semibold uppercase tracking-wide">{s.adminArea}</span>
        ) : (
          <span className="truncate text-sm font-semibold text-slate-900">{context}</span>
        )}
        <time data-testid="today" dateTime={today.iso} className={cn('truncate text-xs sm:text-sm', adminArea ? 'text-red-50' : 'text-slate-600')}>
          {today.text}
        </time>
      </div>
    </header>
  );
}
