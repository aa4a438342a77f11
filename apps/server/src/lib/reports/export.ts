import type { Content } from 'pdfmake/interfaces';
import { renderPdf } from '../pdf/render.ts';
import { tabularCell, tabularHeader } from '../pdf/tabular.ts';
import { spreadsheetText } from '../spreadsheet-text.ts';
import type { CellType, Report } from './report.ts';

export type ReportFormat = 'pdf' | 'xlsx' | 'csv';

const brDate = (iso: string) => iso.split('-').reverse().join('/');
const decimal = (v: number, digits: number) => v.toFixed(digits).replace('.', ',');

/** A cell as text: pt-BR dates, decimal comma, no currency sign (the header says R$ where it counts). */
export function textOf(value: string | number, type: CellType): string {
  if (value === '') return '';
  if (type === 'money') return decimal(Number(value) / 100, 2);
  if (type === 'percent') return decimal(Number(value), 2);
  if (type === 'date') return brDate(String(value));
  if (type === 'int') return String(value);
  return spreadsheetText(String(value));
}

export const csvCell = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** UTF-8 with BOM and ';' separators, as the clients export: Excel in pt-BR opens it with a double click. */
export function reportCsv(report: Report): Buffer {
  const lines = [report.columns.map((c) => c.header), ...report.rows.map((row) => row.map((v, i) => textOf(v, report.columns[i]!.type)))];
  return Buffer.from(`\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`, 'utf8');
}

export const xlsxNumFmt: Partial<Record<CellType, string>> = { money: '"R$" #,##0.00;-"R$" #,##0.00', date: 'dd/mm/yyyy', percent: '0.00', int: '0' };

/** Typed cells: amounts are numbers in reais, dates real dates, so the sheet sums and sorts them. */
export async function reportXlsx(report: Report): Promise<Buffer> {
  // exceljs is some 400 modules: loaded by the first export, not by every start (decision 011).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Despacha';
  const sheet = workbook.addWorksheet(report.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = report.columns.map((c) => ({ header: c.header, width: c.width, style: xlsxNumFmt[c.type] ? { numFmt: xlsxNumFmt[c.type] } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const row of report.rows) sheet.addRow(row.map((v, i) => (v === '' ? null : xlsxValue(v, report.columns[i]!.type))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A cell's typed value: reais as a number, a YYYY-MM-DD day as a date at UTC midnight, text as text. */
export function xlsxValue(v: string | number, type: CellType): string | number | Date {
  if (type === 'money') return Number(v) / 100;
  if (type === 'date') return new Date(`${v}T00:00:00Z`);
  if (type === 'int' || type === 'percent') return Number(v);
  return String(v);
}

/** A4 table through the PDF worker pool (decision 008). */
export function reportPdf(report: Report, issuerName: string): Promise<Buffer> {
  const header = report.columns.map((c) => tabularHeader(c.header, c.type));
  const body = report.rows.map((row) => row.map((v, i) => tabularCell(v, report.columns[i]!.type)));
  const content: Content[] = [
    { text: issuerName, style: 'agencyName' },
    { text: report.title, style: 'title' },
    { text: `Período: ${brDate(report.from)} a ${brDate(report.to)}`, style: 'small', margin: [0, 0, 0, 8] },
    report.rows.length
      ? {
          table: { headerRows: 1, widths: report.columns.map((c) => (c.type === 'text' ? '*' : 'auto')), body: [header, ...body] },
          layout: 'lightHorizontalLines',
          fontSize: 8,
        }
      : { text: 'Nenhum registro no período.' },
  ];
  return renderPdf(content, { title: report.title });
}

export const reportContentTypes: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export async function exportReport(report: Report, format: ReportFormat, issuerName: string) {
  const body = format === 'pdf' ? await reportPdf(report, issuerName) : format === 'xlsx' ? await reportXlsx(report) : reportCsv(report);
  return { body, contentType: reportContentTypes[format], fileName: `${report.kind}-${report.from}-a-${report.to}.${format}` };
}
