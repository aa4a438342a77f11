import { normalizePlate, toMercosulPlate } from '../../validators/plate.ts';

// What the history shows of a request without opening it: the plate and the main person. The
// keys differ by form (owner blocks and Isenção de Taxa say `placa`, requester forms `placaVeiculo`).

const PLATE_KEYS = ['placa', 'placaVeiculo'] as const;
const SUBJECT_KEYS = ['nomeRazaoSocial', 'nome', 'nomeRequerente', 'nomeRazaoSocialVendedor'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The request's plate in its Mercosul spelling, or '' when the form has none (or left blank). */
export function requestPlate(data: Record<string, unknown> | null | undefined): string {
  for (const key of PLATE_KEYS) {
    const plate = normalizePlate(text(data?.[key]));
    if (plate) return toMercosulPlate(plate);
  }
  return '';
}

/** The owner, requester or seller name the request is about, or ''. */
export function requestSubject(data: Record<string, unknown> | null | undefined): string {
  for (const key of SUBJECT_KEYS) {
    const name = text(data?.[key]).replace(/\s+/g, ' ');
    if (name) return name;
  }
  return '';
}

/** `vistoria-transito-ABC1D23.pdf`; the blank form is just `vistoria-transito.pdf`. */
export const requestPdfFilename = (type: string, data: Record<string, unknown> | null | undefined) => {
  const plate = requestPlate(data);
  return plate ? `${type}-${plate}.pdf` : `${type}.pdf`;
};
