import type { Option } from '../options/option.ts';

/**
 * The DETRAN-RJ service types a fresh installation offers (field option `service_type`); admins
 * add or rename them afterwards. The value is what a service stores, so it never changes:
 * 'primeiro-emplacamento' is DETRAN-RJ's "primeira licença" (a 0 km vehicle's first registration,
 * plates included, DUDA 001-9), relabelled rather than duplicated (decision 015).
 */
export const serviceTypeOptions = [
  { value: 'transferencia', label: 'Transferência de propriedade' },
  { value: 'segunda-via-crv', label: '2ª via de CRV' },
  { value: 'segunda-via-crlv', label: '2ª via de CRLV' },
  { value: 'primeiro-emplacamento', label: 'Primeira licença (0 km)' },
  { value: 'licenciamento', label: 'Licenciamento anual' },
  { value: 'vistoria', label: 'Vistoria' },
  // Vistoria where the vehicle stands (DUDA 016-7): its own code and fee, not the posto's vistoria.
  { value: 'vistoria-movel', label: 'Vistoria móvel (no local do veículo)' },
  { value: 'comunicacao-venda', label: 'Comunicação de venda' },
  { value: 'baixa', label: 'Baixa de veículo' },
  { value: 'alteracao-caracteristicas', label: 'Alteração de características' },
  { value: 'transferencia-jurisdicao', label: 'Transferência de jurisdição (outra UF)' },
  { value: 'mudanca-municipio', label: 'Mudança de município' },
  { value: 'troca-placa', label: 'Troca de placa' },
  { value: 'inclusao-gravame', label: 'Inclusão de gravame' },
  { value: 'baixa-gravame', label: 'Baixa de gravame' },
] as const satisfies readonly Option[];

/** The label installations seeded before the relabel still carry (migration 0006 updates it if untouched). */
export const formerFirstLicenceLabel = 'Primeiro emplacamento (0 km)';
