import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { RequestType } from '@despacha/domain/contracts/requests/request-catalog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useLeaveGuard } from '../../../lib/leave-guard.ts';
import type { RequestForm } from '../hooks/use-request-form.ts';
import { requestStrings as s } from '../strings.ts';
import { FormActions } from './form-actions.tsx';
import { RegistryLookup } from './registry-lookup.tsx';
import { RequestPrintArea } from './request-print-area.tsx';
import { SubmittedNotice } from './submitted-notice.tsx';

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

/**
 * Everything the six DETRAN-RJ forms share around their sections: the registry lookup, the
 * submitted notice with the PDF, the buttons, and the print-only layout.
 */
export function RequestFormFrame<T extends RequestType>({
  request,
  submitLabel,
  printButton,
  printDeclaration,
  signatures,
  children,
}: RequestFormFrameProps<T>) {
  const { form, submit, clear, startNew, preloadValidation, created, fillFromRegistry, type } = request;
  // Typed and not yet stored: leaving asks. Once stored the values stay on screen, safe.
  useLeaveGuard(form.formState.isDirty && created === null);
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onKeyDownCapture={preloadValidation}
        onPointerDownCapture={preloadValidation}
        className="flex flex-col gap-6"
      >
        {created ? <SubmittedNotice created={created} onNew={startNew} /> : null}
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
        <FormActions
          submitLabel={submitLabel}
          submitting={form.formState.isSubmitting}
          sent={created !== null}
          onClear={clear}
          onPrint={printButton ? () => window.print() : undefined}
        />
      </form>
      <RequestPrintArea type={type} declaration={printDeclaration} signatures={signatures} />
    </FormProvider>
  );
}
