import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { usersKey } from '../api/keys.ts';
import { toastActionFailed } from '../../../lib/action-failed.ts';
import { endUserSessions } from '../api/end-user-sessions.ts';
import { endSessionsStrings as s } from '../strings.ts';

/** Users admin: signs a user out everywhere (lost phone, shared computer). */
export function EndUserSessionsButton({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: () => endUserSessions(userId),
    onSuccess: ({ ended }) => {
      toast.success(s.endedAll(ended));
      void queryClient.invalidateQueries({ queryKey: usersKey });
    },
    onError: toastActionFailed,
  });
  return (
    <Button variant="outline" disabled={end.isPending} onClick={() => end.mutate()}>
      {s.endAll}
    </Button>
  );
}
