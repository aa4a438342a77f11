import { Link, useNavigate } from 'react-router';
import { UNLOCK_TOKEN_MAX } from '@despacha/domain/contracts/unlock-token';
import { unlockMessages } from '@despacha/domain/messages';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useUnlockAccess } from '../api/unlock-access.ts';
import { authErrorText } from '../error-message.ts';
import { authStrings as s } from '../strings.ts';

/**
 * The page of the unlock link (decision 052). The link alone does nothing: mail scanners open
 * links, and one that used it up would leave the owner's click with a dead link. The button does.
 */
export function UnlockAccess({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const unlock = useUnlockAccess({
    onSuccess: () => {
      toast.success(s.unlockDoneTitle, { description: s.unlockDoneDescription });
      void navigate(paths.login.path, { replace: true });
    },
    onError: (error) => {
      toast.error(s.unlockFailedTitle, { description: isApiError(error) ? authErrorText(error, unlockMessages.invalidLink) : s.unlockUnexpected });
    },
  });
  const usable = Boolean(token) && token!.length <= UNLOCK_TOKEN_MAX;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{s.unlockHeading}</CardTitle>
        {usable && <CardDescription>{s.unlockDescription}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {usable ? (
          <Button type="button" disabled={unlock.isPending} className="w-full" onClick={() => unlock.mutate({ token: token! })}>
            {unlock.isPending ? s.unlockPending : s.unlockSubmit}
          </Button>
        ) : (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
            {unlockMessages.invalidLink}
          </p>
        )}
        <Link to={paths.login.path} className="self-center text-sm text-primary underline-offset-4 hover:underline">
          {s.backToLogin}
        </Link>
      </CardContent>
    </Card>
  );
}
