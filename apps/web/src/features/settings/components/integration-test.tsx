import type { IntegrationCheck } from '@despacha/domain/settings/backups';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useIntegrationCheck } from '../api/backups-api.ts';
import { backupStrings as b } from './backup-strings.ts';

/** "Testar": the server does the real thing (mail, storage round trip...) and its answer is the toast. */
export function IntegrationTest({ check, label }: { check: IntegrationCheck; label: string }) {
  const run = useIntegrationCheck();
  const test = () =>
    run.mutate(check, {
      onSuccess: (r) => (r.ok ? toast.success(label, { description: r.message }) : toast.error(label, { description: r.message })),
      onError: (error) => toast.error(label, { description: error.message }),
    });
  return (
    <Button variant="outline" size="sm" onClick={test} disabled={run.isPending} aria-label={b.testOf(label)}>
      {run.isPending ? b.testing : b.test}
    </Button>
  );
}
