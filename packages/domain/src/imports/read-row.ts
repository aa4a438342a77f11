import type { z } from 'zod';
import type { ImportFieldKey } from './field-keys.ts';
import { importCellMessages } from './messages.ts';
import { importRowMessages } from './row-messages.ts';
import { cellTextProblem, parseCepCell, parseDateCell, parseDocumentCell, parseMoneyCell, parseRenavamCell, type CellResult } from './cells.ts';
import { ownerRequest } from '../contracts/registry/owner.ts';
import { vehicleRequest } from '../contracts/registry/vehicle.ts';
import { serviceRequest } from '../contracts/registry/service.ts';
import { originRequest } from '../contracts/registry/origin.ts';
import { registryMessages as rm } from '../contracts/registry/messages.ts';
import { formatMessages as f, inputMessages } from '../messages.ts';
import { chassisFitsYear, chassisFormat } from '../validators/chassis.ts';
import { formatBrDate } from '../validators/date.ts';
import { formatMoney } from '../validators/money.ts';
import { ufs } from '../validators/uf.ts';
import { servicePositions, serviceStatusOptions, type ServicePosition } from '../statuses.ts';
import { foldOption, matchOption } from './option-match.ts';
import type { ImportOwner, ImportRowContext, ImportRowRead, ImportService, ImportServiceStatus, ImportVehicle } from './row-read.ts';
import type { Option } from '../options/option.ts';
import { categoriaOptions, combustivelOptions, corOptions, especieOptions, servicePosicaoOptions, tipoVeiculoOptions } from '../options/registry-options.ts';

// Importar dados: one row of a spreadsheet read as the forms would read it. Every filled cell
// passes the field of the forms' own contracts (ownerRequest, vehicleRequest, serviceRequest,
// originRequest), so it is refused with the same message; before that a spreadsheet's other
// writings are brought to one the field knows (cells.ts). A refused cell is left out of its record
// and its message kept by field. Whether the row creates or updates records, and what a record
// still needs to be created, is the server's call: `missing` gives it the forms' messages.

type Read = { value: string | number; display: string };
type Reader = (text: string, ctx: ImportRowContext) => CellResult<Read>;

/** A cell through one of the forms' contract fields: its message when refused, its output when not. */
function viaField(schema: z.ZodType, input: unknown): CellResult<unknown> {
  const r = schema.safeParse(input);
  return r.success ? { ok: true, value: r.data } : { ok: false, message: r.error.issues[0]?.message ?? inputMessages.invalidValue };
}

const asText =
  (schema: z.ZodType, display: (v: string) => string = (v) => v): Reader =>
  (text) => {
    const r = viaField(schema, text);
    return r.ok ? { ok: true, value: { value: r.value as string, display: display(r.value as string) } } : r;
  };

/** A cell brought to the field's own writing by `parse`, then through the field. */
const parsed =
  <T>(parse: (text: string) => CellResult<T>, schema: z.ZodType, input: (v: T) => unknown, display: (out: never) => string): Reader =>
  (text) => {
    const p = parse(text);
    if (!p.ok) return p;
    const r = viaField(schema, input(p.value));
    return r.ok ? { ok: true, value: { value: r.value as string | number, display: display(r.value as never) } } : r;
  };

const owner = ownerRequest.shape;
const vehicle = vehicleRequest.shape;
const service = serviceRequest.shape;

const dateReader = (schema: z.ZodType) =>
  parsed(
    parseDateCell,
    schema,
    (iso) => iso,
    (iso: string) => formatBrDate(iso),
  );
const moneyReader = parsed(
  parseMoneyCell,
  service.valor,
  (cents) => cents,
  (cents: number) => formatMoney(cents),
);

const defaultVehicleOptions = {
  cor: corOptions,
  combustivel: combustivelOptions,
  especie: especieOptions,
  tipo: tipoVeiculoOptions,
  categoria: categoriaOptions,
};

/** A vehicle attribute: bounded as the form bounds it, an option's value when it names one. */
const attribute =
  (name: keyof typeof defaultVehicleOptions): Reader =>
  (text, ctx) => {
    const r = viaField(vehicle[name], text);
    if (!r.ok) return r;
    const options: readonly Option[] = ctx.vehicleOptions?.[name] ?? defaultVehicleOptions[name];
    const option = matchOption(options, r.value as string);
    return { ok: true, value: option ? { value: option.value, display: option.label } : { value: r.value as string, display: r.value as string } };
  };

/** UF by its code or the state's name ('Rio de Janeiro' → RJ). */
const ufByName = new Map<string, string>(ufs.map((u) => [foldOption(u.name), u.code]));
const ufField = asText(owner.uf);
const ufReader: Reader = (text, ctx) => ufField(text.length > 2 ? (ufByName.get(foldOption(text)) ?? text) : text, ctx);

const positionOptions = servicePosicaoOptions.filter((o) => (servicePositions as readonly string[]).includes(o.value));
/** The stored statuses, and Atrasado read as Pendente (a late service is one not completed past its prazo). */
const statusOptions: readonly Option[] = [
  ...serviceStatusOptions.filter((o) => o.value !== 'late'),
  ...serviceStatusOptions.filter((o) => o.value === 'late').map((o) => ({ value: 'pending', label: o.label })),
];
const statusLabel = (value: string) => serviceStatusOptions.find((o) => o.value === value)!.label;

const readers: Record<ImportFieldKey, Reader> = {
  'owner.nome': asText(owner.nome),
  // The document goes to the form's CPF or CNPJ field, whichever it is.
  'owner.cpfCnpj': (text) => {
    const d = parseDocumentCell(text);
    if (!d.ok) return d;
    const r = viaField(d.value.kind === 'cpf' ? owner.cpf : owner.cnpj, d.value.value);
    return r.ok ? { ok: true, value: { value: r.value as string, display: r.value as string } } : r;
  },
  'owner.email': asText(owner.email),
  'owner.cel': asText(owner.cel),
  'owner.telRes': asText(owner.telRes),
  'owner.telCom': asText(owner.telCom),
  'owner.cep': parsed(
    parseCepCell,
    owner.cep,
    (cep) => cep,
    (cep: string) => cep,
  ),
  'owner.endereco': asText(owner.endereco),
  'owner.numero': asText(owner.numero),
  'owner.complemento': asText(owner.complemento),
  'owner.bairro': asText(owner.bairro),
  'owner.municipio': asText(owner.municipio),
  'owner.uf': ufReader,
  'owner.nasc': dateReader(owner.nasc),

  'vehicle.placa': asText(vehicle.placa),
  'vehicle.renavam': parsed(
    parseRenavamCell,
    vehicle.renavam,
    (r) => r,
    (r: string) => r,
  ),
  'vehicle.chassis': asText(vehicle.chassis),
  'vehicle.marca': asText(vehicle.marca),
  'vehicle.modelo': asText(vehicle.modelo),
  'vehicle.anoFabricacao': asText(vehicle.anoFabricacao),
  'vehicle.anoModelo': asText(vehicle.anoModelo),
  'vehicle.cor': attribute('cor'),
  'vehicle.combustivel': attribute('combustivel'),
  'vehicle.especie': attribute('especie'),
  'vehicle.tipo': attribute('tipo'),
  'vehicle.categoria': attribute('categoria'),

  'service.servico': (text, ctx) => {
    const r = viaField(service.servico, text);
    if (!r.ok) return r;
    const type = matchOption(ctx.serviceTypes, r.value as string);
    if (!type) return { ok: false, message: importCellMessages.serviceNotInCatalog(clip(r.value as string)) };
    return { ok: true, value: { value: type.value, display: type.label } };
  },
  'service.origem': asText(originRequest.shape.nomeEmpresa),
  'service.posicao': (text) => {
    const option = matchOption(positionOptions, text);
    return option ? { ok: true, value: { value: option.value, display: option.label } } : { ok: false, message: importCellMessages.positionInvalid };
  },
  'service.status': (text) => {
    const option = matchOption(statusOptions, text);
    return option ? { ok: true, value: { value: option.value, display: statusLabel(option.value) } } : { ok: false, message: importCellMessages.statusInvalid };
  },
  'service.dataProc': dateReader(service.dataProc),
  'service.prazo': dateReader(service.prazo),
  'service.valor': moneyReader,
  'service.honorarios': moneyReader,
  'service.valorPago': moneyReader,
  'service.observacoes': asText(service.observacoes),
};

/** A typed text quoted in a message, at most 60 characters. */
const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/** Where a record's fields go: 'owner.cpfCnpj' is split into cpf or cnpj separately. */
const prop = (key: ImportFieldKey) => key.slice(key.indexOf('.') + 1);

/** A refused cell shown in the preview: the text as read, without what could not be stored. */
const shown = (text: string) => text.replace(/\0/g, '').replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/**
 * Reads one row: `cells` holds each mapped field's cell text (absent or blank: not filled).
 *   - owner: when any owner cell is filled; the CPF/CNPJ cell fills `cpf` or `cnpj`.
 *   - vehicle: when the plate or the RENAVAM is filled. Other vehicle cells without either are
 *     refused on 'vehicle.placa' (no vehicle can be found or created).
 *   - service: when its type is filled and in `ctx.serviceTypes` (by value or label, accents and
 *     case aside). It needs the row's vehicle: without plate or RENAVAM, refused on
 *     'service.servico'. Other service cells without a type are refused on 'service.servico'
 *     with the form's 'Serviço é obrigatório'. Position defaults to 'emissao', status to 'pending'.
 *   - a pre-VIN chassis is held to the row's manufacturing year, as the form does.
 */
export function readImportRow(cells: Partial<Record<ImportFieldKey, string>>, ctx: ImportRowContext): ImportRowRead {
  const errors: Partial<Record<ImportFieldKey, string>> = {};
  const missing: Partial<Record<ImportFieldKey, string>> = {};
  const values: Partial<Record<ImportFieldKey, string>> = {};
  const read: Partial<Record<ImportFieldKey, string | number>> = {};
  const filled = { owner: false, vehicle: false, service: false };

  for (const [k, raw] of Object.entries(cells)) {
    const key = k as ImportFieldKey;
    if (!Object.hasOwn(readers, key) || typeof raw !== 'string') continue;
    const reader = readers[key];
    const text = raw.trim();
    if (text === '') continue;
    filled[key.startsWith('owner.') ? 'owner' : key.startsWith('vehicle.') ? 'vehicle' : 'service'] = true;
    const problem = cellTextProblem(text);
    const r = problem ? ({ ok: false, message: problem } as const) : reader(text, ctx);
    if (r.ok) {
      read[key] = r.value.value;
      values[key] = r.value.display;
    } else {
      errors[key] = r.message;
      values[key] = shown(text);
    }
  }

  const has = (key: ImportFieldKey) => cells[key] !== undefined && cells[key]!.trim() !== '';
  const str = (key: ImportFieldKey) => read[key] as string | undefined;

  // Owner.
  let ownerRecord: ImportOwner | null = null;
  let ownerDocument = '';
  if (filled.owner) {
    const o: Record<string, string> = {};
    for (const key of Object.keys(read) as ImportFieldKey[]) {
      if (!key.startsWith('owner.') || key === 'owner.cpfCnpj') continue;
      o[prop(key)] = read[key] as string;
    }
    const doc = str('owner.cpfCnpj');
    if (doc !== undefined) {
      o[doc.length === 11 ? 'cpf' : 'cnpj'] = doc;
      ownerDocument = doc;
    }
    ownerRecord = o as ImportOwner;
    if (o.nome === undefined && !errors['owner.nome']) missing['owner.nome'] = rm.ownerNameRequired;
    if (doc === undefined && !errors['owner.cpfCnpj']) missing['owner.cpfCnpj'] = rm.ownerDocumentRequired;
  }

  // Vehicle.
  let vehicleRecord: ImportVehicle | null = null;
  const vehicleKey = has('vehicle.placa') || has('vehicle.renavam');
  if (vehicleKey) {
    const v: Record<string, string> = {};
    for (const key of Object.keys(read) as ImportFieldKey[]) if (key.startsWith('vehicle.')) v[prop(key)] = read[key] as string;
    vehicleRecord = v as ImportVehicle;
    if (!has('vehicle.placa')) missing['vehicle.placa'] = rm.plateRequired;
    if (!has('vehicle.renavam')) missing['vehicle.renavam'] = rm.renavamRequired;
    // The form's rule: a pre-VIN chassis only with a manufacturing year up to 1986.
    const chassis = v.chassis;
    if (chassis && chassisFormat(chassis) === 'old' && !chassisFitsYear(chassis, v.anoFabricacao ?? '')) {
      delete v.chassis;
      errors['vehicle.chassis'] = f.chassisOldFormat;
    }
  } else if (filled.vehicle) {
    errors['vehicle.placa'] = importCellMessages.vehicleKeyMissing;
  }

  // Service.
  let serviceRecord: ImportService | null = null;
  if (!has('service.servico')) {
    if (filled.service) errors['service.servico'] = rm.serviceRequired;
  } else if (!vehicleKey) {
    errors['service.servico'] ??= importRowMessages.serviceVehicleNeeded;
  } else if (str('service.servico') !== undefined) {
    serviceRecord = {
      servico: str('service.servico')!,
      originName: str('service.origem') ?? '',
      posicao: (str('service.posicao') as ServicePosition | undefined) ?? 'emissao',
      status: (str('service.status') as ImportServiceStatus | undefined) ?? 'pending',
      dataProc: str('service.dataProc') ?? '',
      prazo: str('service.prazo') ?? '',
      valorCents: (read['service.valor'] as number | undefined) ?? null,
      honorariosCents: (read['service.honorarios'] as number | undefined) ?? 0,
      valorPagoCents: (read['service.valorPago'] as number | undefined) ?? 0,
      observacoes: str('service.observacoes') ?? '',
    };
  }

  return { owner: ownerRecord, vehicle: vehicleRecord, service: serviceRecord, ownerDocument, errors, missing, values };
}
