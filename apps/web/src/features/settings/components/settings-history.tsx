import { formatDateTime } from '../format.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useSettingsHistory } from '../api/settings-api.ts';
import { settingsStrings as s } from '../strings.ts';

const labelOf = (tab: keyof typeof s.fields, field: string) => (s.fields[tab] as Record<string, { label: string }>)[field]?.label ?? field;
const show = (v: unknown) => (typeof v === 'boolean' ? (v ? s.yes : s.no) : v === '' ? '—' : String(v));

/** Who changed which setting, newest first (the latest 50 saves). */
export function SettingsHistory() {
  const { data } = useSettingsHistory();
  const items = data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{s.historyTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-slate-600">{s.historyEmpty}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={item.id} className="text-sm">
                <p className="text-slate-900">
                  <span className="font-medium">{formatDateTime(item.changedAt)}</span> · {s.historyBy(item.changedByName)} · {s.tabs[item.tab]}
                </p>
                <ul className="pl-4 text-slate-700">
                  {item.changes.map((c) => (
                    <li key={c.field}>
                      {labelOf(item.tab, c.field)}: {show(c.from)} → {show(c.to)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
