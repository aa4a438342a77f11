import { Link, Outlet, useLocation } from 'react-router';
import { LogOut, ShieldAlert } from 'lucide-react';
import { DUNNING_REASON_TEXT } from '@despacha/domain/billing/blocked-agency';
import { supportEmailLabel } from '@despacha/domain/settings/messages';
import { usePlatformName, usePublicSettings } from '../../../lib/public-settings.ts';
import { isDispatcher } from '@despacha/domain/roles';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useSignedIn } from '../../../lib/auth.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSignOut } from '../../../lib/use-sign-out.ts';
import { useAgencyStatus } from '../api.ts';
import { billingAgencyStrings as s } from '../strings.ts';

/**
 * What a blocked agency's user sees instead of the app (the server refuses everything else):
 * why, and what to do. A dispatcher may open Assinatura to pay.
 */
export function BlockedShell({ status }: { status: string }) {
  const { me } = useSignedIn();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const dispatcher = isDispatcher(me.profile.role);
  const onSubscription = dispatcher && pathname === paths.subscription.path;

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
        <span className="font-semibold text-slate-900">{me.agency?.name}</span>
        <div className="flex items-center gap-2">
          {onSubscription ? (
            <Link to={paths.dashboard.path} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {s.backToNotice}
            </Link>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            <LogOut aria-hidden="true" className="size-4" />
            {s.signOut}
          </Button>
        </div>
      </header>
      <main className="flex-1 p-4 md:p-6">{onSubscription ? <Outlet /> : <BlockedNotice status={status} dispatcher={dispatcher} />}</main>
    </div>
  );
}

function BlockedNotice({ status, dispatcher }: { status: string; dispatcher: boolean }) {
  const reason = useAgencyStatus().data?.reason ?? null;
  const overdue = reason === DUNNING_REASON_TEXT;
  const supportEmail = usePublicSettings()?.supportEmail;
  const platformName = usePlatformName();
  return (
    <Card className="mx-auto flex max-w-xl flex-col gap-4 p-6">
      <title>{`${s.blockedTitle[status] ?? s.blockedTitle.suspended} | ${platformName}`}</title>
      <div className="flex items-center gap-3">
        <ShieldAlert aria-hidden="true" className="size-8 text-amber-600" />
        <h1 className="text-xl font-bold text-slate-900">{s.blockedTitle[status] ?? s.blockedTitle.suspended}</h1>
      </div>
      <p className="text-slate-700">{s.blockedIntro}</p>
      {reason ? <p className="font-medium text-slate-900">{s.blockedReason(reason)}</p> : null}
      {overdue ? <p className="text-slate-700">{s.blockedOverdue}</p> : null}
      <h2 className="font-semibold text-slate-900">{s.blockedWhatToDo}</h2>
      <ul className="list-disc space-y-1 pl-5 text-slate-700">
        <li>{dispatcher ? s.blockedPay : s.blockedAskDispatcher}</li>
        <li>{s.blockedContact}</li>
        {supportEmail ? (
          <li>
            {supportEmailLabel}{' '}
            <a className="font-medium text-primary underline" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </li>
        ) : null}
      </ul>
      {dispatcher ? (
        <Link to={paths.subscription.path} className={buttonClasses({ className: 'self-start' })}>
          {s.goToSubscription}
        </Link>
      ) : null}
    </Card>
  );
}
