import { useState } from 'react';
import { logLevels, monitoringLabels as l, type LogLevelName } from '@despacha/domain/monitoring/constants';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMonitoringLogs } from '../api/monitoring-api.ts';
import { formatTime } from '../format.ts';

const levelTone: Record<LogLevelName, string> = { info: 'text-slate-700', warn: 'text-amber-800', error: 'text-red-700' };
const levelOptions = [{ value: '', label: l.allLevels }, ...logLevels.map((v) => ({ value: v, label: l.logLevel[v] }))];

/** The server's recent log lines (kept in memory, no personal data), newest first, by level. */
export function LogsPanel() {
  const [level, setLevel] = useState<LogLevelName | ''>('');
  const logs = useMonitoringLogs(level);
  return (
    <Card>
      <CardHeader className="flex-row items-end justify-between gap-4">
        <CardTitle>{l.logs}</CardTitle>
        <SelectField label="Nível" options={levelOptions} value={level} onChange={(e) => setLevel(e.target.value as LogLevelName | '')} className="w-40" />
      </CardHeader>
      <CardContent>
        {logs.isPending ? (
          <Spinner label="Carregando" />
        ) : !logs.data?.items.length ? (
          <p className="text-sm text-slate-600">{l.logsEmpty}</p>
        ) : (
          <ol className="max-h-80 overflow-auto font-mono text-xs" tabIndex={0} aria-label={l.logs}>
            {logs.data.items.map((line, i) => (
              <li key={`${line.time}-${i}`} className="flex gap-2 border-t border-slate-100 py-1">
                <time className="shrink-0 text-slate-500" dateTime={line.time}>
                  {formatTime(line.time)}
                </time>
                <span className={cn('w-12 shrink-0 font-semibold uppercase', levelTone[line.level])}>{l.logLevel[line.level]}</span>
                <span className="break-all text-slate-900">
                  {line.msg}
                  {Object.entries(line.context).map(([k, v]) => (
                    <span key={k} className="ml-2 text-slate-500">
                      {k}={String(v)}
                    </span>
                  ))}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
