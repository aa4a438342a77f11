import type { Content } from 'pdfmake/interfaces';
import * as texts from '@despacha/domain/contracts/requests/document-texts';
import {
  PLACE_AND_DATE_SECTION,
  TRANSIT_INSPECTION_FLAGS,
  displayRequestValue,
  requestSections,
  type RequestSection,
  type TransitInspectionFlag,
  visibleFields,
} from '@despacha/domain/contracts/requests/labels';
import { todayBr } from '@despacha/domain/validators/date';
import { DEFAULT_REQUEST_PLACE } from '@despacha/domain/contracts/requests/defaults';
import { getRequestType, type RequestType } from '@despacha/domain/contracts/requests/request-types';
import { fieldGrid } from '../../lib/pdf/fields.ts';
import { bulletList, checkList, declarationBox, documentTitle, paragraph, placeAndDate, sectionTitle, signatureLines } from '../../lib/pdf/layout.ts';
import { agencyDocument, agencyHeading, agencyPlace, type AgencyHeading } from '../../lib/pdf/render.ts';

export type RequestPdfInput = {
  type: RequestType;
  /** The stored (as typed) values; null prints the blank form to fill by hand. */
  data: Record<string, unknown> | null;
  agency: AgencyHeading;
  /** A blank Vistoria em Trânsito of one kind (a library item): its box ticked, its own text and title. */
  variant?: { flag: TransitInspectionFlag; title: string };
  /** The day printed above the signatures of a filled form (dd/mm/aaaa); today unless told. */
  date?: string;
};

type Data = Record<string, unknown>;
/** The blank form: every field empty, every box unticked, place and date left to the pen. */
const BLANK: Data = Object.freeze({});
const str = (data: Data, key: string) => (typeof data[key] === 'string' ? (data[key] as string).trim() : '');

/** Place and date above the signatures; `when` is undefined on a blank form (dated by hand). */
const signedAt = (agency: AgencyHeading, when?: string) => placeAndDate(agencyPlace(agency), when);

/** What each ticked kind of Vistoria em Trânsito asks for, in the requester's words. */
const transitInspectionIntro = (data: Data): Content[] =>
  TRANSIT_INSPECTION_FLAGS.filter((flag) => data[flag] === true).map((flag) => paragraph(texts.transitInspectionRequests[flag]));

/** One form section: its band, its boxed fields, its checkboxes (flags and document lists). */
function sectionBlock(section: RequestSection, data: Data): Content[] {
  // A blank form prints every field; a filled one (or a variant) only those that apply to it.
  const gridFields = (data === BLANK ? section.fields : visibleFields(section, data)).filter((f) => f.kind !== 'flag' && f.kind !== 'list');
  const flags = section.fields.filter((f) => f.kind === 'flag');
  const lists = section.fields.filter((f) => f.kind === 'list');
  const blocks: Content[] = [sectionTitle(section.title)];
  if (flags.length)
    blocks.push(
      checkList(
        flags.map((f) => ({ label: f.label, checked: data[f.key] === true })),
        1,
      ),
    );
  for (const list of lists) {
    const chosen = Array.isArray(data[list.key]) ? (data[list.key] as unknown[]) : [];
    const options = (data !== BLANK && list.optionsFor?.(data)) || list.options || [];
    blocks.push(
      checkList(
        options.map((o) => ({ label: o.label, checked: chosen.includes(o.value) })),
        2,
      ),
    );
  }
  if (gridFields.length) blocks.push(fieldGrid(gridFields.map((f) => ({ label: f.label, value: displayRequestValue(f, data[f.key]), span: f.span }))));
  return blocks;
}

const sectionsOf = (type: RequestType, data: Data, skip: readonly string[] = []) =>
  requestSections[type].filter((s) => !skip.includes(s.title)).flatMap((s) => sectionBlock(s, data));

const penalDeclaration = () => declarationBox(texts.penalCodeDeclaration, texts.penalCode299);

/** Each form's body after the heading and the title. */
const layouts: Record<RequestType, (data: Data, agency: AgencyHeading, when?: string) => Content[]> = {
  'vistoria-transito': (data, agency, when) => [
    ...transitInspectionIntro(data),
    ...sectionsOf('vistoria-transito', data),
    penalDeclaration(),
    signedAt(agency, when),
    signatureLines([texts.signatureLabels.owner]),
  ],
  'isencao-taxa': (data, agency, when) => [
    ...sectionsOf('isencao-taxa', data),
    declarationBox(texts.feeExemptionDeclaration),
    penalDeclaration(),
    signedAt(agency, when),
    signatureLines([texts.signatureLabels.requester]),
  ],
  'comunicacao-venda': (data, agency, when) => [
    paragraph(texts.saleCommunicationStatement),
    ...sectionsOf('comunicacao-venda', data),
    penalDeclaration(),
    signedAt(agency, when),
    signatureLines([texts.signatureLabels.seller, texts.signatureLabels.buyer]),
  ],
  'casos-especiais-comunicacao-venda': (data, agency, when) => [
    ...sectionsOf('casos-especiais-comunicacao-venda', data),
    paragraph(texts.checkboxDeclaration, { fontSize: 8.5 }),
    signedAt(agency, when),
    signatureLines([texts.signatureLabels.requester]),
  ],
  'informacao-venda': (data, agency, when) => [
    ...sectionsOf('informacao-venda', data),
    paragraph(texts.checkboxDeclaration, { fontSize: 8.5 }),
    signedAt(agency, when),
    signatureLines([texts.signatureLabels.requester]),
  ],
  'certidao-propriedade': (data, agency, when) => [
    ...sectionsOf('certidao-propriedade', data),
    paragraph(texts.checkboxDeclaration, { fontSize: 8.5 }),
    signedAt(agency, when),
    signatureLines([texts.signatureLabels.requester]),
  ],
  'intencao-venda': (data) => [
    paragraph(texts.saleIntentionIntro),
    ...sectionsOf('intencao-venda', data, [PLACE_AND_DATE_SECTION]),
    declarationBox(texts.saleDeclaration, texts.penalCode299),
    placeAndDate(str(data, 'local') || (data === BLANK ? '' : DEFAULT_REQUEST_PLACE), str(data, 'data')),
    signatureLines([texts.signatureLabels.seller]),
    sectionTitle(texts.requiredDocumentsTitle),
    bulletList(texts.saleRequiredDocuments),
  ],
  // Two pages (spec §2): the request with both signatures, then the documents to bring. The
  // date line stays blank: both parties date it when they sign.
  'cancelamento-intencao-venda': (data, agency) => [
    paragraph(texts.saleIntentionCancelIntro),
    ...sectionsOf('cancelamento-intencao-venda', data, [PLACE_AND_DATE_SECTION]),
    declarationBox(texts.saleDeclaration, texts.penalCode299),
    placeAndDate(str(data, 'local') || (data === BLANK ? '' : DEFAULT_REQUEST_PLACE)),
    signatureLines([texts.signatureLabels.seller, texts.signatureLabels.buyer]),
    { stack: [agencyHeading(agency)], pageBreak: 'before' },
    sectionTitle(texts.requiredDocumentsTitle),
    bulletList(texts.saleIntentionCancelRequiredDocuments),
  ],
};

/**
 * The printable request: agency heading, form title, every section, declaration, signatures. A
 * variant is still a blank form (nothing typed, no date) with its one box ticked.
 */
export function renderRequestPdf({ type, data, agency, variant, date }: RequestPdfInput): Promise<Buffer> {
  const title = variant?.title ?? getRequestType(type).title;
  const values = data ?? (variant ? { [variant.flag]: true } : BLANK);
  // Dated as the place-and-date line of every document writes it (placeAndDate: "24 de novembro de 2026").
  const body = layouts[type](values, agency, data ? (date ?? todayBr()) : undefined);
  return agencyDocument(agency, title, [...documentTitle(title), ...body]);
}
