import { Plus, Settings2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { currentMonthPeriod } from '@despacha/domain/agency-calendar';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { CommissionsView } from '../../../features/commissions/components/commissions-view.tsx';
import { OriginSettingsDialog } from '../../../features/commissions/components/origin-settings-dialog.tsx';
import { EditOriginEditor, NewOriginEditor } from '../../../features/origins/components/origin-editor.tsx';
import { OriginSearch } from '../../../features/origins/components/origin-search.tsx';
import { OriginsList } from '../../../features/origins/components/origins-list.tsx';
import { originStrings as s } from '../../../features/origins/strings.ts';
import { confirmLeave } from '../../../lib/leave-guard.ts';
import { paths } from '../../../lib/paths.ts';

const NEW = 'nova';
const COMMISSIONS = 'comissoes';

/**
 * Origem dos Serviços: search (?q=) and the list; ?origem=nova or ?origem=<id> opens the company
 * form, ?configurar=<id> its settings (contact, commission). ?aba=comissoes shows the commission
 * statement of ?origem= over ?de= to ?ate= (this month by default).
 */
export default function ServiceOriginsPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const open = params.get('origem');
  const openId = open && open !== NEW ? open : null;
  const tab = params.get('aba') === COMMISSIONS ? COMMISSIONS : 'origens';
  const month = currentMonthPeriod();

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  const close = () => update({ origem: null });
  const editor = { onSaved: close, onCancel: close };
  const configure = (id: string) => update({ configurar: id });
  // The company form unmounts with its tab: typed work there asks first.
  const switchTab = (value: string) => confirmLeave(() => update({ aba: value === COMMISSIONS ? COMMISSIONS : null }));

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={paths.serviceOrigins.title}
        description={s.description}
        actions={
          <div className="flex flex-wrap gap-2">
            {openId ? (
              <Button variant="outline" onClick={() => configure(openId)}>
                <Settings2 aria-hidden="true" className="size-4" />
                {s.configure}
              </Button>
            ) : null}
            <Button onClick={() => update({ origem: NEW, aba: null })}>
              <Plus aria-hidden="true" className="size-4" />
              {s.newOrigin}
            </Button>
          </div>
        }
      />
      <Tabs value={tab} onValueChange={switchTab} className="flex flex-col gap-6">
        <TabsList aria-label={s.tabsLabel} className="sm:max-w-sm">
          <TabsTrigger value="origens">{s.originsTab}</TabsTrigger>
          <TabsTrigger value={COMMISSIONS}>{s.commissionsTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="origens" className="flex flex-col gap-6 outline-none">
          {open === NEW ? <NewOriginEditor {...editor} /> : null}
          {openId ? <EditOriginEditor key={openId} id={openId} {...editor} /> : null}
          <OriginSearch query={query} onSearch={(q) => update({ q })} />
          <OriginsList query={query} selectedId={open ?? undefined} onOpen={(id) => update({ origem: id })} onConfigure={configure} />
        </TabsContent>
        <TabsContent value={COMMISSIONS} className="outline-none">
          <CommissionsView
            query={{ originId: openId ?? '', from: params.get('de') ?? month.from, to: params.get('ate') ?? month.to }}
            onChange={(q) => update({ origem: q.originId, de: q.from, ate: q.to })}
          />
        </TabsContent>
      </Tabs>
      <OriginSettingsDialog originId={params.get('configurar')} onClose={() => update({ configurar: null })} />
    </div>
  );
}
