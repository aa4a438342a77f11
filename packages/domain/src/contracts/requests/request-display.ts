import { formatMoney, parseMoney } from '../../validators/money.ts';
import { displayCode, requestCodeKinds } from './code-fields.ts';
import type { RequestField, RequestSection } from './request-field.ts';

/**
 * A stored value as a person reads it: 'Sim'/'Não', R$ amounts, option labels, lists joined, and
 * codes (plates, RENAVAM, CPF/CNPJ, phones, CEP) in the display the rest of the system uses,
 * whether the row was stored normalised or, before that, as typed.
 */
export function displayRequestValue(field: RequestField, value: unknown): string {
  if (field.kind === 'flag') return value === true ? 'Sim' : 'Não';
  if (Array.isArray(value)) {
    const items = value.filter((v): v is string => typeof v === 'string');
    return items.map((v) => field.options?.find((o) => o.value === v)?.label ?? v).join('; ');
  }
  if (typeof value !== 'string') return value == null ? '' : String(value);
  const text = value.trim();
  if (text === '') return '';
  if (field.kind === 'money') {
    const cents = parseMoney(text);
    return cents === null ? text : formatMoney(cents);
  }
  if (field.options) return field.options.find((o) => o.value === text)?.label ?? text;
  const code = requestCodeKinds[field.key];
  return code ? displayCode(code, text) : text;
}

/** The fields of a section that a form with these values prints (a field may apply to one kind only). */
export const visibleFields = (section: RequestSection, data: Record<string, unknown>): readonly RequestField[] =>
  section.fields.filter((field) => !field.shownWhen || field.shownWhen(data));
