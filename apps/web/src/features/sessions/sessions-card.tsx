import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast.ts';
import { toastActionFailed } from '../../lib/action-failed.ts';
import { useEndSession, useMySessions } from './api.ts';
import { sessionStrings as s } from './strings.ts';

const when = (iso: string) => new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** "Minha conta": the live sessions (device, address, last use); any but this one can be ended. */
export function SessionsCard() {
  const sessions = useMySessions();
  const end = useEndSession();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{s.title}</CardTitle>
        <CardDescription>{s.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {s.loadFailed}
          </p>
        ) : null}
        <ul className="flex flex-col divide-y divide-slate-200">
          {(sessions.data ?? []).map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 py-2">
              <div className="text-sm">
                <p className="font-medium text-slate-900">
                  {item.device}
                  {item.current ? <span className="ml-2 text-xs text-emerald-700">{s.current}</span> : null}
                </p>
                <p className="text-slate-600">
                  {item.ipAddress || s.unknownAddress} · {s.lastUse}: {when(item.lastUsedAt)}
                </p>
              </div>
              {item.current ? null : (
                <Button
                  variant="outline"
                  aria-label={s.endLabel(item.device)}
                  disabled={end.isPending}
                  onClick={() => end.mutate(item.id, { onSuccess: () => toast.success(s.ended), onError: toastActionFailed })}
                >
                  {s.end}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
