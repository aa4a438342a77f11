import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { RegistryScreen } from '../../../features/registry/components/registry-screen.tsx';
import { ShareTrackingButton } from '../../../features/tracking/components/share-tracking-button.tsx';
import { QUOTE_PARAM } from '../../../features/quotes/quote-param.ts';
import { paths } from '../../../lib/paths.ts';

// An accepted quote becomes a service here (decision 041); its code loads only with ?orcamento=.
const QuoteConversion = lazy(() => import('../../../features/quotes/components/quote-conversion.tsx'));

// A saved service's own actions that belong to other features.
const serviceActions = (serviceId: string) => <ShareTrackingButton serviceId={serviceId} />;

export default function SystemRegistrationPage() {
  const [params] = useSearchParams();
  // Read once: saving replaces the address with the record's own (?veiculo=&servico=).
  const [quoteId] = useState(() => params.get(QUOTE_PARAM));
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={paths.systemRegistration.title} />
      {quoteId ? (
        <Suspense fallback={<Spinner />}>
          <QuoteConversion quoteId={quoteId}>
            {(quote) => <RegistryScreen prefill={quote.prefill} quoteId={quote.quoteId} onSaved={quote.onSaved} serviceActions={serviceActions} />}
          </QuoteConversion>
        </Suspense>
      ) : (
        <RegistryScreen serviceActions={serviceActions} />
      )}
    </div>
  );
}
