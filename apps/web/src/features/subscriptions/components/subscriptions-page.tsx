import { useState, type ReactNode } from 'react';
import { ListChecks } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { subscriptionStrings as s } from '../strings.ts';
import { ChangesTab } from './changes-tab.tsx';
import { FieldOptionsDialog } from './field-options-dialog.tsx';
import { PlansTab } from './plans-tab.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { TrialsTab } from './trials-tab.tsx';

/**
 * Assinaturas: indicator cards and the plans, invoices, trials and changes tabs. The invoices tab
 * is Faturamento's list, handed in by the route: features do not import each other.
 */
export function SubscriptionsPage({ title, invoicesTab }: { title: string; invoicesTab: ReactNode }) {
  const [optionsOpen, setOptionsOpen] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        description={s.description}
        actions={
          <Button variant="outline" onClick={() => setOptionsOpen(true)}>
            <ListChecks className="size-4" aria-hidden="true" />
            {s.manageFieldOptions}
          </Button>
        }
      />
      <SummaryCards />
      <Tabs defaultValue="plans">
        <TabsList>
          <TabsTrigger value="plans">{s.tabs.plans}</TabsTrigger>
          <TabsTrigger value="invoices">{s.tabs.invoices}</TabsTrigger>
          <TabsTrigger value="trials">{s.tabs.trials}</TabsTrigger>
          <TabsTrigger value="changes">{s.tabs.changes}</TabsTrigger>
        </TabsList>
        <TabsContent value="plans">
          <PlansTab />
        </TabsContent>
        <TabsContent value="invoices">{invoicesTab}</TabsContent>
        <TabsContent value="trials">
          <TrialsTab />
        </TabsContent>
        <TabsContent value="changes">
          <ChangesTab />
        </TabsContent>
      </Tabs>
      <FieldOptionsDialog open={optionsOpen} onOpenChange={setOptionsOpen} />
    </div>
  );
}
