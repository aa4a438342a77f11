import { useFormContext, useWatch } from 'react-hook-form';
import { penalCode299, requiredDocumentsTitle, saleDeclaration, signatureLabels } from '@despacha/domain/contracts/requests/document-texts';
import { displayRequestValue, requestSections, type RequestField } from '@despacha/domain/contracts/requests/labels';
import { DEFAULT_REQUEST_PLACE } from '@despacha/domain/contracts/requests/defaults';
import { writtenDate } from '@despacha/domain/validators/date';
import { PrintDocument, type PrintSection } from '../print-document.tsx';
import type { SaleFormValues, SaleRequestType } from './sale-form-values.ts';
import { BodyPortal } from '../../../../lib/body-portal.ts';

// Half the screen width per field, so the request, the declaration and both signatures fit on
// one A4 page; the free-text reason keeps a full line.
const printSpan = (field: RequestField) => (field.key === 'motivoCancelamento' ? 4 : (Math.ceil((field.span ?? 2) / 2) as 1 | 2));

type SalePrintProps = { type: SaleRequestType; title: string; intro: string; documents: readonly string[] };

/**
 * The printed sale form (A4, 1 cm): agency heading, title, intro, the parties and the vehicle as
 * typed, the art. 299 declaration, place and date, signatures, then the required documents. The
 * cancellation leaves the date to be written by hand and starts the documents on a second page.
 */
export function SalePrint({ type, title, intro, documents }: SalePrintProps) {
  const { control } = useFormContext<SaleFormValues>();
  const values = useWatch({ control }) as Record<string, unknown>;
  const cancellation = type === 'cancelamento-intencao-venda';
  // Place and date are printed under the declaration, not as a table.
  const sections: PrintSection[] = requestSections[type]
    .filter((section) => !section.fields.some((field) => field.key === 'local'))
    .map((section) => ({
      title: section.title,
      rows: section.fields.map((field) => ({ label: field.label, value: displayRequestValue(field, values[field.key]), span: printSpan(field) })),
    }));
  const text = (key: keyof SaleFormValues) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');

  return (
    <>
      <PrintDocument
        title={title}
        intro={<p>{intro}</p>}
        sections={sections}
        declaration={
          <>
            <p className="font-medium">{saleDeclaration}</p>
            <p className="mt-1 text-[8pt]">{penalCode299}</p>
          </>
        }
        place={text('local') || DEFAULT_REQUEST_PLACE}
        date={cancellation ? undefined : writtenDate(text('data')) || undefined}
        signatures={cancellation ? [signatureLabels.seller, signatureLabels.buyer] : [signatureLabels.seller]}
      />
      <PrintedDocumentsList documents={documents} newPage={cancellation} />
    </>
  );
}

/** The required-documents list of the printout; on its own page when `newPage`. */
function PrintedDocumentsList({ documents, newPage }: { documents: readonly string[]; newPage: boolean }) {
  return (
    <BodyPortal>
      <div
        data-print-area
        data-print-page={newPage ? 'documents' : undefined}
        className="hidden bg-white pt-6 text-[10pt] leading-snug text-black print:block"
        style={newPage ? { breakBefore: 'page' } : undefined}
      >
        <h2 className="mb-2 bg-slate-200 px-1 text-[9pt] font-bold uppercase">{requiredDocumentsTitle}</h2>
        <ol className="list-decimal space-y-1 pl-6">
          {documents.map((doc) => (
            <li key={doc}>{doc}</li>
          ))}
        </ol>
      </div>
    </BodyPortal>
  );
}
