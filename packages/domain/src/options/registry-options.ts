import { ufs } from '../validators/uf.ts';
import type { Option } from './option.ts';

// Spec §3 "System registration forms": the option lists of Cadastro do Sistema.
// Lists that platform admins manage (fuel, colour, vehicle type, UF...) are seeded from these
// as field options; the rest are fixed.

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
] as const satisfies readonly Option[];

export const combustivelOptions = [
  { value: 'gasolina', label: 'Gasolina' },
  { value: 'etanol', label: 'Etanol' },
  { value: 'flex', label: 'Flex' },
  { value: 'diesel', label: 'Diesel' },
  { value: 'eletrico', label: 'Elétrico' },
] as const satisfies readonly Option[];

export const categoriaOptions = [
  { value: 'particular', label: 'Particular' },
  { value: 'comercial', label: 'Comercial' },
  { value: 'oficial', label: 'Oficial' },
] as const satisfies readonly Option[];

export const carroceriaOptions = [
  { value: 'sedan', label: 'Sedan' },
  { value: 'hatch', label: 'Hatch' },
  { value: 'suv', label: 'SUV' },
  { value: 'pickup', label: 'Pickup' },
] as const satisfies readonly Option[];

export const tipoVeiculoOptions = [
  { value: 'automovel', label: 'Automóvel' },
  { value: 'motocicleta', label: 'Motocicleta' },
  { value: 'caminhao', label: 'Caminhão' },
] as const satisfies readonly Option[];

export const procedenciaOptions = [
  { value: 'nacional', label: 'Nacional' },
  { value: 'importado', label: 'Importado' },
] as const satisfies readonly Option[];

export const corOptions = [
  { value: 'branco', label: 'Branco' },
  { value: 'preto', label: 'Preto' },
  { value: 'prata', label: 'Prata' },
  { value: 'azul', label: 'Azul' },
  { value: 'vermelho', label: 'Vermelho' },
  { value: 'verde', label: 'Verde' },
  { value: 'amarelo', label: 'Amarelo' },
  { value: 'cinza', label: 'Cinza' },
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
] as const satisfies readonly Option[];
