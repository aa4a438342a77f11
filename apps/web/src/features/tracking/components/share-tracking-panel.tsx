import { useState } from 'react';
import { Copy, Link2, MessageCircle, Unlink } from 'lucide-react';
import { trackingMessages as s } from '@despacha/domain/tracking/messages';
import type { CreatedLinkResponse, TrackingStatusResponse } from '@despacha/domain/tracking/contracts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateTrackingLink, useRevokeTrackingLinks, useSetConsent, useTrackingStatus } from '../api.ts';
import { errorText } from '../../../lib/error-text.ts';

const dateTime = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
const when = (iso: string) => dateTime.format(new Date(iso));
const failed = (error: unknown) => toast.error(errorText(error, s.failed));

/** The link (shown once, after "Gerar link"), its figures, revocation and the owner's e-mail consent. */
export function ShareTrackingPanel({ serviceId }: { serviceId: string }) {
  const status = useTrackingStatus(serviceId, true);
  const create = useCreateTrackingLink(serviceId);
  const revoke = useRevokeTrackingLinks(serviceId);
  const [link, setLink] = useState<CreatedLinkResponse | null>(null);
  const [keepOthers, setKeepOthers] = useState(false);

  if (status.isPending) return <Spinner className="w-full py-6" />;
  if (status.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {s.loadFailed}
      </p>
    );
  const st = status.data;

  const generate = () =>
    create.mutate(
      { keepOthers: st.activeLinks > 0 && keepOthers },
      {
        onSuccess: (created) => {
          setLink(created);
          toast.success(s.linkCreated);
        },
        onError: failed,
      },
    );
  const revokeAll = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setLink(null);
        toast.success(s.revoked);
      },
      onError: failed,
    });

  return (
    <div className="flex flex-col gap-4">
      <Figures status={st} />
      {link ? <CreatedLink link={link} /> : null}
      {st.activeLinks > 0 ? (
        <CheckboxField
          label={s.keepOthers}
          hint={keepOthers ? undefined : s.keepOthersHint}
          checked={keepOthers}
          onChange={(e) => setKeepOthers(e.currentTarget.checked)}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={generate} disabled={create.isPending}>
          <Link2 className="size-4" aria-hidden="true" />
          {link || st.activeLinks > 0 ? s.newLink : s.createLink}
        </Button>
        {st.activeLinks > 0 ? (
          <Button variant="outline" onClick={revokeAll} disabled={revoke.isPending}>
            <Unlink className="size-4" aria-hidden="true" />
            {s.revoke}
          </Button>
        ) : null}
      </div>
      {!st.ownerHasMobile ? <p className="text-sm text-slate-500">{s.noMobile}</p> : null}
      <ConsentField serviceId={serviceId} status={st} />
    </div>
  );
}

function Figures({ status }: { status: TrackingStatusResponse }) {
  const views = [s.views(status.views), status.lastViewAt ? s.lastView(when(status.lastViewAt)) : null].filter(Boolean).join(', ');
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700" role="status">
      <p>
        {status.activeLinks > 0 ? s.activeLinks(status.activeLinks) : s.noActiveLink} · {views}
      </p>
      {status.expiresAt ? <p className="text-slate-500">{s.expires(formatDate(status.expiresAt))}</p> : null}
    </div>
  );
}

function CreatedLink({ link }: { link: CreatedLinkResponse }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success(s.copied);
    } catch {
      toast.error(s.failed);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {s.linkLabel}
        <input
          readOnly
          value={link.url}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full rounded-md border border-slate-300 px-2 py-1.5 font-mono text-xs"
        />
      </label>
      <p className="text-xs text-slate-500">{s.linkShownOnce}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          {s.copy}
        </Button>
        {link.whatsappUrl ? (
          <a href={link.whatsappUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'outline' })}>
            <MessageCircle className="size-4" aria-hidden="true" />
            {s.whatsapp}
          </a>
        ) : null}
      </div>
    </div>
  );
}

function ConsentField({ serviceId, status }: { serviceId: string; status: TrackingStatusResponse }) {
  const consent = useSetConsent(serviceId);
  // Set in the click's own render: the mutation's pending state reaches React a tick later, and a
  // controlled box would meanwhile snap back (a quick second click then saw no change).
  const [choice, setChoice] = useState<boolean | null>(null);
  const c = status.consent;
  const record =
    c.granted && c.grantedAt
      ? s.consentGiven(when(c.grantedAt), c.grantedByName)
      : c.revokedAt
        ? s.consentRevoked(when(c.revokedAt), c.revokedByName)
        : undefined;
  const warning = !status.ownerHasEmail ? s.noEmail : !status.notifyEmail ? s.notificationsOff : undefined;
  return (
    <div className="flex flex-col gap-1 border-t border-slate-200 pt-3">
      <CheckboxField
        label={s.consentLabel}
        // The box follows the click at once; the server's answer then confirms (or reverts) it.
        checked={choice ?? c.granted}
        disabled={choice !== null}
        hint={record}
        onChange={(e) => {
          const next = e.currentTarget.checked;
          setChoice(next);
          consent.mutate(next, {
            onSuccess: (saved) => toast.success(saved.consent.granted ? s.consentSaved : s.consentRemoved),
            onError: failed,
            onSettled: () => setChoice(null),
          });
        }}
      />
      {warning ? <p className="text-sm text-amber-700">{warning}</p> : null}
    </div>
  );
}
