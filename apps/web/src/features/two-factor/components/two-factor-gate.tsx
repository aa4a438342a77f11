import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { twoFactorMessages as m } from '@despacha/domain/two-factor-messages';
import { setTwoFactorRequired } from '../../../lib/two-factor-required.ts';
import { useTwoFactorStatus } from '../api.ts';
import { TwoFactorCard } from './two-factor-card.tsx';

/** Shown by the admin guard in place of the page while the platform requires an administrator to enrol. */
export default function TwoFactorGate() {
  const status = useTwoFactorStatus();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status.data !== true) return;
    // Enrolled: the refused admin reads run again.
    setTwoFactorRequired(false);
    void queryClient.invalidateQueries();
  }, [status.data, queryClient]);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-6">
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        {m.enrolmentRequired}
      </p>
      <TwoFactorCard />
    </div>
  );
}
