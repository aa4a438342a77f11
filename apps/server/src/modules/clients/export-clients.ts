import { agencyStatusLabel } from '@despacha/domain/agency-status';
import type { ClientListItem, ExportFormat } from '@despacha/domain/contracts/clients';
import { displayCnpj } from '@despacha/domain/validators/cnpj';
import { formatPhone } from '@despacha/domain/validators/phone';
import { todayIso } from '../../lib/dates.ts';
import { spreadsheetText } from '../../lib/spreadsheet-text.ts';

const columns: { header: string; width: number; value: (c: ClientListItem) => string | number }[] = [
  { header: 'Nome', width: 36, value: (c) => c.name },
  { header: 'Email', width: 32, value: (c) => c.email },
  { header: 'Telefone', width: 18, value: (c) => (c.phone ? formatPhone(c.phone) : '') },
  { header: 'CNPJ', width: 20, value: (c) => (c.cnpj ? displayCnpj(c.cnpj) : '') },
  { header: 'Cidade', width: 20, value: (c) => c.city ?? '' },
  { header: 'UF', width: 6, value: (c) => c.state ?? '' },
  { header: 'Plano', width: 16, value: (c) => c.planName },
  { header: 'Status', width: 12, value: (c) => agencyStatusLabel(c.status) },
  { header: 'Usuários', width: 10, value: (c) => c.totalUsers },
  { header: 'Cadastrado em', width: 14, value: (c) => brDate(c.createdAt) },
];

const brDate = (iso: string) => todayIso(new Date(iso)).split('-').reverse().join('/');

function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : spreadsheetText(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 with BOM and ';' separators: what Excel in pt-BR opens correctly with a double click. */
export function clientsCsv(items: ClientListItem[]): Buffer {
  const lines = [columns.map((c) => c.header), ...items.map((item) => columns.map((c) => c.value(item)))];
  return Buffer.from(`\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`, 'utf8');
}

export async function clientsXlsx(items: ClientListItem[]): Promise<Buffer> {
  // exceljs is some 400 modules: loaded by the first export, not by every start (decision 011).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Despacha';
  const sheet = workbook.addWorksheet('Clientes', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const item of items) sheet.addRow(columns.map((c) => c.value(item)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export async function exportClients(items: ClientListItem[], format: ExportFormat) {
  return {
    body: format === 'xlsx' ? await clientsXlsx(items) : clientsCsv(items),
    contentType: exportContentTypes[format],
    fileName: `clientes-${todayIso()}.${format}`,
  };
}
