import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  BookOpen,
  Building,
  CalendarClock,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  CreditCard,
  FileBadge,
  FileCheck,
  FileText,
  FileUp,
  History,
  LayoutDashboard,
  ListChecks,
  MapPin,
  Receipt,
  Route,
  ScrollText,
  Settings,
  Share2,
  ShieldCheck,
  Undo2,
  Users,
  Wallet,
} from 'lucide-react';
import { paths, type PathKey } from '../../lib/paths.ts';

/**
 * `alsoActiveAt`: other paths that show the same screen; `roles`: only these roles see the item;
 * `agencyOnly`: the screen works on an agency's data, so a user without one (a platform admin) does not see it.
 */
export type MenuItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  alsoActiveAt?: string;
  roles?: readonly string[];
  agencyOnly?: boolean;
};

const item = (key: PathKey, icon: LucideIcon, end = false): MenuItem => ({
  to: paths[key].path,
  label: paths[key].title,
  icon,
  end,
});

/** User menu in the spec's order, after the dashboard. */
const agencyMenu: MenuItem[] = [
  item('dashboard', LayoutDashboard),
  item('reports', ChartColumn),
  item('caixa', Wallet),
  item('quotes', Receipt),
  item('systemRegistration', ClipboardList),
  { ...item('importData', FileUp), roles: ['dispatcher'] },
  item('forms', FileText),
  item('requestsHistory', History),
  item('serviceOrigins', MapPin),
  item('guidePl', BookOpen),
  item('guideGeneral', Route),
  item('requirementReturn', Undo2),
  item('licensing', CalendarClock),
  item('agenda', CalendarDays),
  // The agency's NFS-e and the month's XMLs (decision 075): every member's.
  item('nfseList', FileCheck),
  // Each agency manages its own team: the dispatcher invites, changes roles and deactivates.
  { ...item('agencyUsers', Users), roles: ['dispatcher'] },
  { ...item('subscription', CreditCard), roles: ['dispatcher'] },
  { ...item('customerTracking', Share2), roles: ['dispatcher'] },
  // Fiscal data and the A1 certificate of the agency's NFS-e (decision 070).
  { ...item('nfseSettings', FileBadge), roles: ['dispatcher'] },
  { ...item('privacy', ShieldCheck), roles: ['dispatcher'] },
  { ...item('audit', ScrollText), roles: ['dispatcher'] },
];

// Only the dashboard stands without an agency (an admin sees the platform's figures there); every
// other screen reads or writes an agency's records and its API refuses a user without one.
export const userMenu: MenuItem[] = agencyMenu.map((i) => (i.to === paths.dashboard.path ? i : { ...i, agencyOnly: true }));

/** The items a role sees, with or without an agency. */
export const visibleTo = (menu: readonly MenuItem[], role: string, hasAgency = true) =>
  menu.filter((i) => (!i.roles || i.roles.includes(role)) && (hasAgency || !i.agencyOnly));

export const adminMenu: MenuItem[] = [
  { ...item('adminDashboard', LayoutDashboard), alsoActiveAt: paths.admin.path },
  item('adminClients', Building),
  item('adminUsers', Users),
  item('adminSubscriptions', CreditCard),
  item('adminServiceCatalog', ListChecks),
  item('adminBilling', Receipt),
  item('adminSettings', Settings),
  item('adminMonitoring', Activity),
  item('adminAudit', ScrollText),
];
