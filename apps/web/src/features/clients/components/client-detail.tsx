import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Pencil, Repeat } from 'lucide-react';
import { adminMessages as m } from '@despacha/domain/admin-messages';
import { displayCnpj } from '@despacha/domain/validators/cnpj';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useClient } from '../api/get-client.ts';
import { clientPath } from '../paths.ts';
import { clientStrings as s } from '../strings.ts';
import { ChangeSubscriptionDialog } from './change-subscription-dialog.tsx';
import { ClientActivityTab } from './client-activity-tab.tsx';
import { ClientBillingTab } from './client-billing-tab.tsx';
import { ClientDetailCards } from './client-detail-cards.tsx';
import { ClientInfoForm } from './client-info-form.tsx';
import { ClientUsersTab } from './client-users-tab.tsx';

const d = s.detail;
type Tab = keyof typeof d.tabs;

/** /admin/clients/:id and /edit: one screen, the route decides whether the info tab is editable. */
export function ClientDetail({ id, editing }: { id: string; editing: boolean }) {
  const client = useClient(id);
  const [tab, setTab] = useState<Tab>('info');
  const [changing, setChanging] = useState(false);
  const back = (
    <Link to={paths.adminClients.path} className={buttonClasses({ variant: 'outline' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {d.back}
    </Link>
  );

  if (client.isPending) return <Spinner className="py-12" />;
  if (client.isError) {
    const missing = isApiError(client.error) && client.error.status === 404;
    return (
      <section className="flex flex-col gap-6">
        <PageHeader title={editing ? paths.adminClientEdit.title : paths.adminClient.title} />
        <EmptyState description={missing ? m.clientMissing : d.loadFailed}>{back}</EmptyState>
      </section>
    );
  }

  const c = client.data;
  // Opening /edit shows the editable info tab.
  const activeTab = editing ? 'info' : tab;
  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title={c.name}
        documentTitle={editing ? paths.adminClientEdit.title : paths.adminClient.title}
        description={[c.email, c.cnpj ? displayCnpj(c.cnpj) : null].filter(Boolean).join(' · ')}
        actions={
          <>
            {back}
            <Button variant="outline" onClick={() => setChanging(true)}>
              <Repeat aria-hidden="true" className="size-4" />
              {d.changeSubscription}
            </Button>
            {editing ? null : (
              <Link to={clientPath(c.id, true)} className={buttonClasses({ variant: 'danger' })}>
                <Pencil aria-hidden="true" className="size-4" />
                {d.edit}
              </Link>
            )}
          </>
        }
      />
      <ClientDetailCards client={c} />
      <Card>
        <CardContent>
          <Tabs value={activeTab} onValueChange={(v) => setTab(v as Tab)}>
            <TabsList>
              {(Object.keys(d.tabs) as Tab[]).map((t) => (
                <TabsTrigger key={t} value={t} disabled={editing && t !== 'info'}>
                  {d.tabs[t]}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="info">
              {/* Remounted on each toggle: cancel and save start from the server's values. */}
              <ClientInfoForm key={`${c.id}-${editing}`} client={c} editing={editing} />
            </TabsContent>
            <TabsContent value="users">
              <ClientUsersTab users={c.users} />
            </TabsContent>
            <TabsContent value="billing">
              <ClientBillingTab client={c} />
            </TabsContent>
            <TabsContent value="activity">
              <ClientActivityTab activity={c.activity} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <ChangeSubscriptionDialog
        client={changing ? { id: c.id, name: c.name, planName: c.plan.name, status: c.status } : null}
        onClose={() => setChanging(false)}
      />
    </section>
  );
}
