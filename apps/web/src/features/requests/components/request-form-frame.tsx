import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { Download } from 'lucide-react';
import type { RequestCreated } from '@despacha/domain/contracts/requests/request-record';
import type { RequestType } from '@despacha/domain/contracts/requests/request-catalog';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { requestPdfUrl } from '../api/request-pdf.ts';
import type { RequestForm } from '../hooks/use-request-form.ts';
import { requestStrings as s } from '../strings.ts';
import { FormActions } from './form-actions.tsx';
import { RegistryLookup } from './registry-lookup.tsx';
import { RequestPrintArea } from './request-print-area.tsx';

type RequestFormFrameProps<T extends RequestType> = {
  request: RequestForm<T>;
  submitLabel: string;
  /** Shows 'Imprimir' (Casos Especiais, Informação and Certidão in the spec). */
  printButton?: boolean;
  /** The declaration printed above place, date and signatures. */
  printDeclaration: ReactNode;
  signatures: string[];
  children: ReactNode;
};

function SubmittedNotice({ created }: { created: RequestCreated }) {
  const when = new Date(created.createdAt);
  const time = when.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-950 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium">{s.submitted.title}</p>
        <p>{s.submitted.body(`${formatDate(when)} ${time}`)}</p>
      </div>
      <a href={requestPdfUrl(created.id)} download className={buttonClasses({ variant: 'outline' })}>
        <Download aria-hidden="true" className="size-4" />
        {s.submitted.pdf}
      </a>
    </div>
  );
}

/**
 * Everything the six DETRAN-RJ forms share around their sections: the registry lookup, the
 * submitted notice with the PDF, the buttons, and the print-only layout.
 */
export function RequestFormFrame<T extends RequestType>({ request, submitLabel, printButton, printDeclaration, signatures, children }: RequestFormFrameProps<T>) {
  const { form, submit, clear, preloadValidation, created, fillFromRegistry, type } = request;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onKeyDownCapture={preloadValidation}
        onPointerDownCapture={preloadValidation}
        className="flex flex-col gap-6"
      >
        <Card>
          <CardHeader>
            <CardTitle>{s.prefill.lookupTitle}</CardTitle>
            <CardDescription>{s.prefill.lookupDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            <RegistryLookup onFound={fillFromRegistry} />
          </CardContent>
        </Card>
        {children}
        {created ? <SubmittedNotice created={created} /> : null}
        <FormActions
          submitLabel={submitLabel}
          submitting={form.formState.isSubmitting}
          onClear={clear}
          onPrint={printButton ? () => window.print() : undefined}
        />
      </form>
      <RequestPrintArea type={type} declaration={printDeclaration} signatures={signatures} />
    </FormProvider>
  );
}
