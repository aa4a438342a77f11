import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { billingStrings as s } from '../strings.ts';
import { InvoicesTab } from './invoices-tab.tsx';
import { PaymentsTab } from './payments-tab.tsx';
import { ReportsTab } from './reports-tab.tsx';
import { BillingSummaryCards } from './summary-cards.tsx';

/** Faturamento: the cards and the invoices, payments and reports tabs. */
export function BillingPage({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={s.description} />
      <BillingSummaryCards />
      <Tabs defaultValue="invoices">
        <TabsList>
          <TabsTrigger value="invoices">{s.tabs.invoices}</TabsTrigger>
          <TabsTrigger value="payments">{s.tabs.payments}</TabsTrigger>
          <TabsTrigger value="reports">{s.tabs.reports}</TabsTrigger>
        </TabsList>
        <TabsContent value="invoices">
          <InvoicesTab />
        </TabsContent>
        <TabsContent value="payments">
          <PaymentsTab />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
