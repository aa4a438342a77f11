import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { agencyMessages } from '@despacha/domain/agency-messages';
import { isAdminPath, paths } from '../../lib/paths.ts';
import { buttonClasses } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { PageHeader } from './page-header.tsx';
import { layoutStrings as s } from './strings.ts';

const withoutAgency = new Set<string>([paths.home.path, paths.dashboard.path, paths.myAccount.path]);

/** The screens a signed-in user without an agency can use: the dashboard, their account, the admin area. */
export const worksWithoutAgency = (pathname: string) => withoutAgency.has(pathname) || isAdminPath(pathname);

/**
 * Shown instead of an agency screen to a platform admin, who has no agency: its API would refuse
 * with this same reason, so the page says it up front and points to where the admin works.
 */
export function AgencyRequired() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={s.agencyOnlyTitle} />
      <EmptyState icon={<Building2 className="size-10" />} description={`${agencyMessages.noAgency} ${s.agencyOnlyAdmin}`}>
        <Link to={paths.admin.path} className={buttonClasses({ variant: 'danger' })}>
          {s.goToAdmin}
        </Link>
      </EmptyState>
    </div>
  );
}
