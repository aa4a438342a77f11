import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { displayRequestValue, requestSections, visibleFields } from '@despacha/domain/contracts/requests/labels';
import { getRequestInfo, type RequestType } from '@despacha/domain/contracts/requests/request-catalog';
import { todayBr, writtenDate } from '@despacha/domain/validators/date';
import { PrintDocument, type PrintSection } from './print-document.tsx';

type RequestPrintAreaProps = { type: RequestType; declaration: ReactNode; signatures: string[] };

/**
 * The print layout of a request form from what is typed right now: every section and field of
 * the form (the same labels the server's PDF uses), the declaration, place, date and signatures.
 */
export function RequestPrintArea({ type, declaration, signatures }: RequestPrintAreaProps) {
  const { control } = useFormContext<Record<string, unknown>>();
  const values = useWatch({ control });
  const sections: PrintSection[] = requestSections[type].map((section) => ({
    title: section.title,
    rows: visibleFields(section, values).map((field) => ({
      label: field.label,
      value: field.kind === 'flag' ? (values[field.key] === true ? 'X' : '') : displayRequestValue(field, values[field.key]),
      span: field.span,
      flag: field.kind === 'flag',
    })),
  }));
  return (
    <PrintDocument title={getRequestInfo(type).title} sections={sections} declaration={declaration} date={writtenDate(todayBr())} signatures={signatures} />
  );
}
