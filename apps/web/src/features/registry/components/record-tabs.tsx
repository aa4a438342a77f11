import type { FormEventHandler, ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { errorPaths, tabErrorCounts } from '../../../components/ui/tab-errors.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { preloadRegistrationContract, type RegistrationForm } from '../form-values.ts';
import { recordSectionOf, recordSections, type RecordTab } from '../hooks/use-registry-record.ts';
import { registryStrings as s } from '../strings.ts';
import { OwnerTab } from './owner-tab.tsx';
import { ServiceTab } from './service-tab.tsx';
import { VehicleTab } from './vehicle-tab.tsx';
import { ReadDocumentPanel } from '../read-document/read-document-panel.tsx';

type RecordTabsProps = {
  formId: string;
  tab: RecordTab;
  onTabChange: (tab: RecordTab) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  documents: ReactNode;
};

// The three form tabs stay mounted (only hidden) so one form keeps every typed value and can mark
// errors in any of them; the documents tab loads its data when it is opened. Enter in a field saves:
// 'Salvar Cadastro' (form={formId}) is the form's default button.
const formTab = 'data-[state=inactive]:hidden';

/** The tab names, each form tab with the count of its fields in error (its own subscription: only it renders again). */
function RecordTabsList() {
  const { errors } = useFormState<RegistrationForm>();
  const counts = tabErrorCounts(errorPaths(errors), recordSectionOf);
  return (
    <TabsList className="h-auto grid-flow-row grid-cols-2 md:grid-flow-col md:grid-cols-none">
      {recordSections.map((section) => (
        <TabsTrigger key={section} value={section} errorCount={counts[section]}>
          {s.tabs[section]}
        </TabsTrigger>
      ))}
      <TabsTrigger value="documents">{s.tabs.documents}</TabsTrigger>
    </TabsList>
  );
}

export function RecordTabs({ formId, tab, onTabChange, onSubmit, documents }: RecordTabsProps) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as RecordTab)}>
      <RecordTabsList />
      <form
        id={formId}
        noValidate
        onSubmit={onSubmit}
        onKeyDownCapture={preloadRegistrationContract}
        onPointerDownCapture={preloadRegistrationContract}
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm data-[tab=documents]:hidden"
        data-tab={tab}
      >
        <TabsContent value="vehicle" forceMount className={`mt-0 ${formTab}`}>
          <ReadDocumentPanel />
          <VehicleTab />
        </TabsContent>
        <TabsContent value="owner" forceMount className={`mt-0 ${formTab}`}>
          <OwnerTab />
        </TabsContent>
        <TabsContent value="service" forceMount className={`mt-0 ${formTab}`}>
          <ServiceTab />
        </TabsContent>
      </form>
      <TabsContent value="documents">{documents}</TabsContent>
    </Tabs>
  );
}
