import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useSettings, useSettingsStatus } from '../api/settings-api.ts';
import { settingsStrings as s } from '../strings.ts';
import { SettingsForm } from './settings-form.tsx';
import { SettingsHistory } from './settings-history.tsx';
import { IntegrationPanel } from './status-panels.tsx';
import { BackupTab } from './backup-panel.tsx';

type TabKey = keyof typeof s.tabs;

/** Configurações' five tabs (spec §2: platform, security, notifications, integration, backup) and the history. */
export function SettingsTabs() {
  const settings = useSettings();
  const status = useSettingsStatus();
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
  const order: TabKey[] = ['platform', 'security', 'notifications', 'integration', 'backup'];
  return (
    <div className="flex flex-col gap-6">
      <Tabs defaultValue="platform">
        <TabsList className="max-sm:grid-flow-row max-sm:grid-cols-3" aria-label={s.tabsLabel}>
          {order.map((key) => (
            <TabsTrigger key={key} value={key}>
              {s.tabs[key]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="platform">
          <SettingsForm tab="platform" initial={all.platform} />
        </TabsContent>
        <TabsContent value="security">
          <SettingsForm tab="security" initial={all.security} />
        </TabsContent>
        <TabsContent value="notifications">
          <SettingsForm tab="notifications" initial={all.notifications} note={s.notificationsNote} />
        </TabsContent>
        <TabsContent value="integration">{status.data ? <IntegrationPanel status={status.data.integration} /> : <Spinner label={s.loading} />}</TabsContent>
        <TabsContent value="backup">
          <BackupTab />
        </TabsContent>
      </Tabs>
      <SettingsHistory />
    </div>
  );
}
