import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { SearchResult } from '@despacha/domain/contracts/registry/registration';
import {
  saleDeclaration,
  saleIntentionCancelIntro,
  saleIntentionCancelRequiredDocuments,
  saleIntentionIntro,
  saleRequiredDocuments,
  signatureLabels,
} from '@despacha/domain/contracts/requests/document-texts';
import { requestSections } from '@despacha/domain/contracts/requests/labels';
import { getRequestInfo } from '@despacha/domain/contracts/requests/request-catalog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs.tsx';
import { useLeaveGuard } from '../../../../lib/leave-guard.ts';
import { useFormWithoutMountRender } from '../../../../lib/use-form-without-mount-render.ts';
import { applyToForm, revalidateFilled, useFormPrefill, type PrefillValues } from '../../hooks/use-form-prefill.ts';
import { registryPrefillFor } from '../../registry-prefill.ts';
import { requestValidation } from '../../request-validation.ts';
import { FormActions } from '../form-actions.tsx';
import { SubmittedNotice } from '../submitted-notice.tsx';
import { BuyerCard, SellerCard } from './party-cards.tsx';
import { PlaceDateFields } from './place-date-fields.tsx';
import { RequiredDocuments } from './required-documents.tsx';
import type { SaleFieldName, SaleFormValues, SaleRequestType } from './sale-form-values.ts';
import { SaleIntroCard } from './sale-intro-card.tsx';
import { SalePrint } from './sale-print.tsx';
import { SaleSearchCard } from './sale-search-card.tsx';
import { SignatureLine } from './signature-line.tsx';
import { saleStrings as s } from './strings.ts';
import { useSaleSubmit } from './use-sale-submit.ts';
import { VehicleCard } from './vehicle-card.tsx';

type Tab = 'busca' | 'manual';

const configs = {
  'intencao-venda': { intro: saleIntentionIntro, documents: saleRequiredDocuments, extra: 'numeroSegurancaCRV', withDate: true },
  'cancelamento-intencao-venda': {
    intro: saleIntentionCancelIntro,
    documents: saleIntentionCancelRequiredDocuments,
    extra: 'motivoCancelamento',
    withDate: false,
  },
} as const;

/** The title of the form's section holding `key` (domain labels: the PDF prints the same). */
const sectionTitle = (type: SaleRequestType, key: SaleFieldName) =>
  requestSections[type].find((section) => section.fields.some((field) => field.key === key))?.title ?? '';

/**
 * Intenção de Venda and its cancellation (spec §2): the registry search fills the seller and the
 * vehicle, then the manual tab holds the whole form; submit stores it, Imprimir prints it.
 */
export function SaleRequestForm({ type }: { type: SaleRequestType }) {
  const entry = getRequestInfo(type);
  const config = configs[type];
  const defaults = entry.defaults as () => SaleFormValues;
  const validation = requestValidation<SaleFormValues>(type);
  const form = useFormWithoutMountRender<SaleFormValues>({
    resolver: validation.resolver,
    defaultValues: defaults(),
    // useSaleSubmit focuses the first invalid field in reading order, not registration order.
    shouldFocusError: false,
  });
  const [tab, setTab] = useState<Tab>('busca');

  const fill = (values: PrefillValues) => {
    const filled = applyToForm((name, value, options) => form.setValue(name as SaleFieldName, value as string, options), defaults(), values);
    revalidateFilled(form, filled);
    setTab('manual');
  };
  const serviceId = useFormPrefill(type, fill);
  const { onSubmit, created, startNew, submitting } = useSaleSubmit(type, form, serviceId);
  // Typed and not yet stored: leaving asks. Once stored the values stay on screen, safe.
  useLeaveGuard(form.formState.isDirty && created === null);

  const clear = () => {
    form.reset(defaults());
    startNew();
  };
  const seller = <SellerCard title={sectionTitle(type, 'nomeRazaoSocialVendedor')} />;
  const buyer = <BuyerCard title={sectionTitle(type, 'nomeRazaoSocialComprador')} />;
  const vehicle = <VehicleCard title={sectionTitle(type, 'placa')} extra={config.extra} />;

  return (
    <FormProvider {...form}>
      <div className="flex flex-col gap-6 print:hidden">
        <SaleIntroCard title={entry.title} intro={config.intro} />
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList aria-label={s.tabs.label}>
            <TabsTrigger value="busca">{s.tabs.search}</TabsTrigger>
            <TabsTrigger value="manual">{s.tabs.manual}</TabsTrigger>
          </TabsList>
          <TabsContent value="busca">
            <SaleSearchCard onFound={(hit: SearchResult) => fill(registryPrefillFor(type, hit))} />
          </TabsContent>
          <TabsContent value="manual">
            <form
              noValidate
              onSubmit={(event) => void onSubmit(event)}
              onKeyDownCapture={validation.preload}
              onPointerDownCapture={validation.preload}
              className="flex flex-col gap-6"
            >
              {created ? <SubmittedNotice created={created} description={entry.successMessage.description} onNew={clear} /> : null}
              {seller}
              {type === 'intencao-venda' ? (
                <>
                  {vehicle}
                  {buyer}
                  <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-950">{saleDeclaration}</p>
                </>
              ) : (
                <>
                  {buyer}
                  {vehicle}
                </>
              )}
              <PlaceDateFields withDate={config.withDate} />
              {type === 'intencao-venda' ? <SignatureLine label={signatureLabels.seller} /> : null}
              <RequiredDocuments documents={config.documents} />
              <FormActions
                submitLabel={s.submit}
                clearLabel={s.clear}
                submitting={submitting}
                sent={created !== null}
                onClear={clear}
                onPrint={() => window.print()}
              />
            </form>
          </TabsContent>
        </Tabs>
      </div>
      <SalePrint type={type} title={entry.title} intro={config.intro} documents={config.documents} />
    </FormProvider>
  );
}
