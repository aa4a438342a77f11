import { auditMessages as m } from '@despacha/domain/audit/messages';
import { AuditPage } from '../../../features/audit/components/audit-page.tsx';

/** Every agency's trail and the platform's own events (admin area, guarded by RequireAdmin). */
export default function AdminAuditRoute() {
  return <AuditPage area="platform" title={m.adminTitle} />;
}
