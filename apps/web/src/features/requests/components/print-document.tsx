import type { ReactNode } from 'react';
import { DEFAULT_REQUEST_PLACE } from '@despacha/domain/contracts/requests/defaults';
import { displayCnpj } from '@despacha/domain/validators/cnpj';
import { formatPhone } from '@despacha/domain/validators/phone';
import { cn } from '../../../lib/cn.ts';
import { useAgency } from '../api/get-agency.ts';
import { requestStrings as s } from '../strings.ts';
import { BodyPortal } from '../../../lib/body-portal.ts';

export type PrintRow = { label: string; value: string; span?: 1 | 2 | 3 | 4; flag?: boolean };
export type PrintSection = { title: string; rows: PrintRow[] };

type PrintDocumentProps = {
  title: string;
  intro?: ReactNode;
  sections?: PrintSection[];
  /** Free content after the sections (tables, a second page). */
  children?: ReactNode;
  declaration?: ReactNode;
  place?: string;
  /** Printed after the place; a blank line to fill by hand when absent. */
  date?: string;
  signatures: string[];
};

const spans = { 1: 'col-span-1', 2: 'col-span-2', 3: 'col-span-3', 4: 'col-span-4' } as const;

function AgencyHeading() {
  const { data: agency } = useAgency();
  if (!agency) return null;
  const place = [agency.address, [agency.city, agency.state].filter(Boolean).join('/')].filter(Boolean).join(' — ');
  const contact = [agency.phone ? formatPhone(agency.phone) : '', agency.email].filter(Boolean).join(' · ');
  return (
    <header className="border-b border-black pb-2">
      <p className="text-[14pt] font-bold">{agency.name}</p>
      <p className="text-[8pt]">CNPJ {displayCnpj(agency.cnpj)}</p>
      {place ? <p className="text-[8pt]">{place}</p> : null}
      {contact ? <p className="text-[8pt]">{contact}</p> : null}
    </header>
  );
}

function Row({ row }: { row: PrintRow }) {
  if (row.flag) {
    return (
      <p className={cn(spans[row.span ?? 4], 'py-0.5')}>
        <span className="font-mono">[{row.value ? 'X' : ' '}]</span> {row.label}
      </p>
    );
  }
  return (
    // min-w-0 keeps a long value from widening its grid column; it wraps inside it instead
    // (an e-mail has no space to break at, hence overflow-wrap: anywhere).
    <div className={cn(spans[row.span ?? 2], 'min-w-0 border-b border-slate-400 py-0.5')}>
      <p className="text-[7pt] uppercase tracking-wide">{row.label}</p>
      <p className="min-h-[1.2em] [overflow-wrap:anywhere]">{row.value}</p>
    </div>
  );
}

const noSections: PrintSection[] = [];

/**
 * The printable version of a form: hidden on screen, the only thing printed (index.css hides the
 * rest of the body, so this lives in a portal directly under <body>). A4, 1 cm margins.
 */
export function PrintDocument({
  title,
  intro,
  sections = noSections,
  children,
  declaration,
  place = DEFAULT_REQUEST_PLACE,
  date,
  signatures,
}: PrintDocumentProps) {
  return (
    <BodyPortal>
      <div data-print-area className="hidden bg-white text-[10pt] leading-snug text-black print:block">
        <AgencyHeading />
        <h1 className="my-3 text-center text-[13pt] font-bold uppercase">{title}</h1>
        {intro ? <div className="mb-3 text-justify">{intro}</div> : null}
        {sections.map((section) => (
          <section key={section.title} className="mb-3 break-inside-avoid">
            <h2 className="mb-1 bg-slate-200 px-1 text-[9pt] font-bold uppercase">{section.title}</h2>
            <div className="grid grid-cols-4 gap-x-3">
              {section.rows.map((row) => (
                <Row key={row.label} row={row} />
              ))}
            </div>
          </section>
        ))}
        {children}
        {declaration ? <div className="my-3 text-justify text-[9pt]">{declaration}</div> : null}
        <p className="mt-4">{s.printDocument.placeAndDate(place, date ?? '____ de ______________ de ________')}</p>
        <div className="mt-12 flex justify-around gap-8 break-inside-avoid">
          {signatures.map((label) => (
            <div key={label} className="w-64 border-t border-black pt-1 text-center text-[9pt]">
              {label}
            </div>
          ))}
        </div>
      </div>
    </BodyPortal>
  );
}
