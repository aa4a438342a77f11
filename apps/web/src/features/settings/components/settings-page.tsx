import { useCallback, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useSettings, useSettingsStatus } from '../api/settings-api.ts';
import { settingsStrings as s } from '../strings.ts';
import { SettingsForm } from './settings-form.tsx';
import { SettingsHistory } from './settings-history.tsx';
import { IntegrationPanel } from './status-panels.tsx';
import { BackupTab } from './backup-panel.tsx';

/** A tab another feature adds (Faturamento's settings): its form reports whether it holds unsaved changes. */
export type ExtraSettingsTab = { value: string; label: string; render: (onDirtyChange: (dirty: boolean) => void) => ReactNode };
const noExtraTabs: ExtraSettingsTab[] = [];

/**
 * Configurações' tabs (spec §2: platform, security, notifications, integration, backup, plus what
 * the caller adds) and the history. Each form is its own tab with its own Salvar, so no button
 * can be read as saving a form it does not hold (issue 34 item 2). Forms stay mounted while
 * another tab is open, and a tab with unsaved changes says so.
 */
export function SettingsTabs({ extraTabs = noExtraTabs }: { extraTabs?: ExtraSettingsTab[] }) {
  const settings = useSettings();
  const status = useSettingsStatus();
  const [open, setOpen] = useState('platform');
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const reportDirty = useCallback((tab: string) => (value: boolean) => setDirty((d) => (d[tab] === value ? d : { ...d, [tab]: value })), []);
  if (settings.isPending) return <Spinner label={s.loading} className="py-8" />;
  if (settings.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="text-red-700">{s.loadError}</p>
        <Button variant="outline" onClick={() => void settings.refetch()}>
          {s.retry}
        </Button>
      </div>
    );
  }
  const all = settings.data;
  const forms = (['platform', 'security', 'notifications'] as const).map((tab) => ({
    value: tab,
    label: s.tabs[tab],
    content: <SettingsForm tab={tab} initial={all[tab]} note={tab === 'notifications' ? s.notificationsNote : undefined} onDirtyChange={reportDirty(tab)} />,
    form: true,
  }));
  const extra = extraTabs.map((t) => ({ value: t.value, label: t.label, content: t.render(reportDirty(t.value)), form: true }));
  const panels = [
    ...forms,
    {
      value: 'integration',
      label: s.tabs.integration,
      content: status.data ? <IntegrationPanel status={status.data.integration} /> : <Spinner label={s.loading} />,
      form: false,
    },
    { value: 'backup', label: s.tabs.backup, content: <BackupTab />, form: false },
    ...extra,
  ];
  return (
    <div className="flex flex-col gap-6">
      <Tabs value={open} onValueChange={setOpen}>
        <TabsList className="max-sm:grid-flow-row max-sm:grid-cols-3" aria-label={s.tabsLabel}>
          {panels.map((p) => (
            <TabsTrigger key={p.value} value={p.value}>
              {p.label}
              {dirty[p.value] ? (
                <>
                  <span aria-hidden="true" className="ml-1 text-amber-600">
                    •
                  </span>
                  <span className="sr-only"> {s.unsaved}</span>
                </>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {panels.map((p) => (
          // Only the forms stay mounted (hidden when closed): the other panels load what they show when opened.
          <TabsContent key={p.value} value={p.value} forceMount={p.form} hidden={p.value !== open}>
            {p.content}
          </TabsContent>
        ))}
      </Tabs>
      <SettingsHistory />
    </div>
  );
}
