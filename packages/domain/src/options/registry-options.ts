import { ufs } from '../validators/uf.ts';
import { labelOf, type Option } from './option.ts';

// Spec §3 "System registration forms": the option lists of Cadastro do Sistema.
// Lists that platform admins manage (fuel, colour, vehicle type, UF...) are seeded from these
// as field options; the rest are fixed.
// Where the spec's list was short of the real one (DOMAIN.md "Option lists", decision 014), the
// spec's values come first, in its order, and the real ones follow: a value once stored is never
// renamed, and a fresh installation offers what migration 0005 gives an existing one.

export const assinaturaOptions = [
  { value: 'digital', label: 'Digital' },
  { value: 'fisica', label: 'Física' },
  { value: 'nao-requerida', label: 'Não requerida' },
] as const satisfies readonly Option[];

export const vehiclePosicaoOptions = [
  { value: 'primeira', label: 'Primeira' },
  { value: 'segunda', label: 'Segunda' },
  { value: 'transferencia', label: 'Transferência' },
] as const satisfies readonly Option[];

export const origemOptions = [
  { value: 'detran', label: 'DETRAN' },
  { value: 'despachante', label: 'Despachante' },
  { value: 'particular', label: 'Particular' },
] as const satisfies readonly Option[];

export const vehicleCapaOptions = [
  { value: 'azul', label: 'Azul' },
  { value: 'verde', label: 'Verde' },
  { value: 'amarela', label: 'Amarela' },
] as const satisfies readonly Option[];

export const chRemOptions = [
  { value: 'sim', label: 'Sim' },
  { value: 'nao', label: 'Não' },
] as const satisfies readonly Option[];

export const especieOptions = [
  { value: 'passageiro', label: 'Passageiro' },
  { value: 'carga', label: 'Carga' },
  { value: 'misto', label: 'Misto' },
  { value: 'tracao', label: 'Tração' },
  { value: 'especial', label: 'Especial' },
  { value: 'competicao', label: 'Competição' },
  { value: 'colecao', label: 'Coleção' },
] as const satisfies readonly Option[];

/** Also the request forms' list: one value for etanol, which the DETRAN forms call álcool. */
export const combustivelOptions = [
  { value: 'gasolina', label: 'Gasolina' },
  { value: 'etanol', label: 'Etanol (álcool)' },
  { value: 'flex', label: 'Flex' },
  { value: 'diesel', label: 'Diesel' },
  { value: 'eletrico', label: 'Elétrico' },
  { value: 'gnv', label: 'GNV' },
  { value: 'hibrido', label: 'Híbrido' },
] as const satisfies readonly Option[];

/** CTB art. 96 III, plus the spec's "comercial". */
export const categoriaOptions = [
  { value: 'particular', label: 'Particular' },
  { value: 'comercial', label: 'Comercial' },
  { value: 'oficial', label: 'Oficial' },
  { value: 'aluguel', label: 'Aluguel' },
  { value: 'representacao-diplomatica', label: 'De representação diplomática' },
  { value: 'aprendizagem', label: 'Aprendizagem' },
] as const satisfies readonly Option[];

/**
 * The spec's carroceria list: market body styles, kept because vehicles store them. They are the
 * agency's own note and never go to a DETRAN document (docs/option-lists-sources.md).
 */
export const carroceriaOptions = [
  { value: 'sedan', label: 'Sedan' },
  { value: 'hatch', label: 'Hatch' },
  { value: 'suv', label: 'SUV' },
  { value: 'pickup', label: 'Pickup' },
] as const satisfies readonly Option[];

/**
 * Carroceria names of the national vehicle table (RENAVAM), the names DETRAN documents use. The
 * whole table is not confirmed from a public source (docs/option-lists-sources.md, "a confirmar"),
 * so this is only the first list of the `body_type` field options, which platform admins correct.
 */
export const carroceriaDetranOptions = [
  { value: 'nenhuma', label: 'Nenhuma' },
  { value: 'aberta', label: 'Aberta' },
  { value: 'fechada', label: 'Fechada' },
  { value: 'bau', label: 'Baú' },
  { value: 'basculante', label: 'Basculante' },
  { value: 'sider', label: 'Sider' },
  { value: 'tanque', label: 'Tanque' },
  { value: 'cabine-dupla', label: 'Cabine dupla' },
  { value: 'furgao', label: 'Furgão' },
  { value: 'jipe', label: 'Jipe' },
  { value: 'conversivel', label: 'Conversível' },
  { value: 'buggy', label: 'Buggy' },
  { value: 'ambulancia', label: 'Ambulância' },
] as const satisfies readonly Option[];

const marketBodyStyles = new Set<string>(carroceriaOptions.map((o) => o.value));

/**
 * The carroceria a DETRAN document prints: the national table's name, never a market style
 * (those print blank, for the clerk's pen). A value an admin added prints as stored.
 */
export function detranCarroceria(value: string | null | undefined): string {
  if (!value || marketBodyStyles.has(value)) return '';
  return labelOf(carroceriaDetranOptions, value, value);
}

/**
 * CTB (Lei 9.503/1997) art. 96 II, as Lei 14.599/2023 left it: the spec's three first (vehicles
 * store them), then every other kind the article names, in its order.
 */
export const tipoVeiculoOptions = [
  { value: 'automovel', label: 'Automóvel' },
  { value: 'motocicleta', label: 'Motocicleta' },
  { value: 'caminhao', label: 'Caminhão' },
  { value: 'bicicleta', label: 'Bicicleta' },
  { value: 'ciclomotor', label: 'Ciclomotor' },
  { value: 'motoneta', label: 'Motoneta' },
  { value: 'triciclo', label: 'Triciclo' },
  { value: 'quadriciclo', label: 'Quadriciclo' },
  { value: 'micro-onibus', label: 'Micro-ônibus' },
  { value: 'onibus', label: 'Ônibus' },
  { value: 'bonde', label: 'Bonde' },
  { value: 'reboque', label: 'Reboque' },
  { value: 'semirreboque', label: 'Semirreboque' },
  { value: 'charrete', label: 'Charrete' },
  { value: 'caminhonete', label: 'Caminhonete' },
  { value: 'carroca', label: 'Carroça' },
  { value: 'carro-de-mao', label: 'Carro de mão' },
  { value: 'camioneta', label: 'Camioneta' },
  { value: 'utilitario', label: 'Utilitário' },
  { value: 'caminhao-trator', label: 'Caminhão-trator' },
  { value: 'trator-de-rodas', label: 'Trator de rodas' },
  { value: 'trator-de-esteiras', label: 'Trator de esteiras' },
  { value: 'trator-misto', label: 'Trator misto' },
  { value: 'motor-casa', label: 'Motor-casa' },
] as const satisfies readonly Option[];

export const procedenciaOptions = [
  { value: 'nacional', label: 'Nacional' },
  { value: 'importado', label: 'Importado' },
] as const satisfies readonly Option[];

/**
 * Cor predominante of Resolução CONTRAN 292/2008. The spec's masculine values stay (vehicles
 * store them) and carry the resolution's name; fantasia, the resolution's catch-all, comes last.
 */
export const corOptions = [
  { value: 'branco', label: 'Branca' },
  { value: 'preto', label: 'Preta' },
  { value: 'prata', label: 'Prata' },
  { value: 'azul', label: 'Azul' },
  { value: 'vermelho', label: 'Vermelha' },
  { value: 'verde', label: 'Verde' },
  { value: 'amarelo', label: 'Amarela' },
  { value: 'cinza', label: 'Cinza' },
  { value: 'bege', label: 'Bege' },
  { value: 'dourada', label: 'Dourada' },
  { value: 'grena', label: 'Grená' },
  { value: 'laranja', label: 'Laranja' },
  { value: 'marrom', label: 'Marrom' },
  { value: 'rosa', label: 'Rosa' },
  { value: 'roxa', label: 'Roxa' },
  { value: 'fantasia', label: 'Fantasia' },
] as const satisfies readonly Option[];

export const estadoCivilOptions = [
  { value: 'solteiro', label: 'Solteiro(a)' },
  { value: 'casado', label: 'Casado(a)' },
  { value: 'divorciado', label: 'Divorciado(a)' },
  { value: 'viuvo', label: 'Viúvo(a)' },
  { value: 'uniao-estavel', label: 'União estável' },
] as const satisfies readonly Option[];

/** The prototype offered eight UFs (the service form without DF); the real lists offer all 27. */
export const ufOptions: Option[] = ufs.map((u) => ({ value: u.code, label: `${u.code} - ${u.name}` }));

export const servicePosicaoOptions = [
  { value: 'emissao', label: 'Emissão' },
  { value: 'exigencia', label: 'Exigência' },
  { value: 'pronto', label: 'Pronto' },
] as const satisfies readonly Option[];

export const serviceCapaOptions = [
  { value: '1a_licenca', label: '1ª Licença' },
  { value: 'dap', label: 'DAP' },
  { value: 'normal', label: 'Normal' },
] as const satisfies readonly Option[];

export const restricoesOptions = [
  { value: 'nenhuma', label: 'Nenhuma' },
  { value: 'alienacao', label: 'Alienação fiduciária' },
  { value: 'reserva', label: 'Reserva de domínio' },
  { value: 'judicial', label: 'Judicial' },
  { value: 'arrendamento', label: 'Arrendamento mercantil (leasing)' },
  { value: 'penhor', label: 'Penhor' },
  { value: 'administrativa', label: 'Administrativa' },
  // The kinds of a Renajud (judicial) restriction; 'judicial' stays for one of unknown kind.
  { value: 'renajud-transferencia', label: 'Judicial (Renajud): transferência' },
  { value: 'renajud-licenciamento', label: 'Judicial (Renajud): licenciamento' },
  { value: 'renajud-circulacao', label: 'Judicial (Renajud): circulação' },
  { value: 'renajud-penhora', label: 'Judicial (Renajud): penhora' },
] as const satisfies readonly Option[];
