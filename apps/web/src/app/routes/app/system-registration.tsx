import { PageHeader } from '../../../components/layout/page-header.tsx';
import { RegistryScreen } from '../../../features/registry/components/registry-screen.tsx';
import { QuoteConversionBanner, useQuoteToRegistry } from '../../../features/quotes/components/quote-conversion.tsx';
import { paths } from '../../../lib/paths.ts';

export default function SystemRegistrationPage() {
  // ?orcamento=<id>: an accepted quote becomes a service (decision 041).
  const quote = useQuoteToRegistry();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={paths.systemRegistration.title} />
      <QuoteConversionBanner text={quote.banner} />
      <RegistryScreen prefill={quote.prefill} onSaved={quote.onSaved} />
    </div>
  );
}
