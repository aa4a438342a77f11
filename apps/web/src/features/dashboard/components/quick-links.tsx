import { BarChart3, Car, CreditCard, FilePlus2, Receipt, UserPlus, Users, Building2, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { registryTabLink } from '../../../lib/registry-links.ts';
import { dashboardStrings as s } from '../strings.ts';

type QuickLink = { label: string; to: string; icon: LucideIcon };

// Services, customers (owners) and vehicles are all registered on Cadastro do Sistema: each action
// opens its own tab there with the cursor in the tab's first field.
const agencyActions: QuickLink[] = [
  { label: s.newService, to: registryTabLink('service'), icon: FilePlus2 },
  { label: s.newCustomer, to: registryTabLink('owner'), icon: UserPlus },
  { label: s.newVehicle, to: registryTabLink('vehicle'), icon: Car },
  { label: s.viewReports, to: paths.reports.path, icon: BarChart3 },
];

const adminLinks: QuickLink[] = [
  { label: paths.adminClients.title, to: paths.adminClients.path, icon: Building2 },
  { label: paths.adminUsers.title, to: paths.adminUsers.path, icon: Users },
  { label: paths.adminSubscriptions.title, to: paths.adminSubscriptions.path, icon: CreditCard },
  { label: paths.adminBilling.title, to: paths.adminBilling.path, icon: Receipt },
];

function QuickLinks({ title, links }: { title: string; links: QuickLink[] }) {
  return (
    <nav aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <ul className="grid grid-cols-2 gap-3">
        {links.map(({ label, to, icon: Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex h-full flex-col items-center justify-center gap-2 rounded-lg border border-slate-200 bg-white p-4 text-center text-sm font-medium text-slate-800 shadow-sm transition-colors hover:border-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              <Icon aria-hidden="true" className="size-6 text-primary" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Ações Rápidas of an agency: where each kind of work starts. */
export const AgencyQuickActions = () => <QuickLinks title={s.quickActionsTitle} links={agencyActions} />;

/** The back-office screens an administrator opens most. */
export const AdminQuickLinks = () => <QuickLinks title={s.adminLinksTitle} links={adminLinks} />;
