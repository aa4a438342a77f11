// Test data shared by the request-form contract tests: real, valid documents and what the
// contracts make of them; and the message a user would see for each field.
type Parsed = { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/** path → first message, as the form (react-hook-form) and the API error body show them. */
export function firstMessages(result: Parsed): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

export const docs = {
  cpf: '111.444.777-35',
  cpfOut: '11144477735',
  cnpj: '11.222.333/0001-81',
  cnpjOut: '11222333000181',
  plate: 'abc-1234',
  plateOut: 'ABC1234',
  renavam: '639884962',
  renavamOut: '00639884962',
  chassis: '9bw zzz377vt004251',
  chassisOut: '9BWZZZ377VT004251',
  cep: '20040-020',
  cepOut: '20040020',
  phone: '(21) 98765-4321',
  phoneOut: '21987654321',
} as const;

export const wrong = {
  cpfCnpj: '111.444.777-36',
  plate: 'AB-12345',
  renavam: '00639884961',
  chassis: '9BWZZZ377VT00425I',
  cep: '00000-000',
  uf: 'XX',
  phone: '(21) 1234',
  email: 'sem-arroba',
  cnh: '1234',
  date: '31/02/2025',
} as const;

/** Owner block filled as a user would type it (Vistoria, Comunicação; Isenção renames nomeRazaoSocial). */
export const ownerInput = () => ({
  nomeRazaoSocial: ' Maria da Silva ',
  nomeSocial: '',
  documentoIdentidade: '12.345.678-9',
  orgaoExpedidor: 'DETRAN-RJ',
  cpfCnpj: docs.cpf,
  cnh: '',
  endereco: 'Rua do Ouvidor',
  numero: '50',
  complemento: 'sala 301',
  cep: docs.cep,
  uf: 'rj',
  cidade: 'Rio de Janeiro',
  bairro: 'Centro',
  telefone: docs.phone,
  celular: '',
  email: 'maria@exemplo.com.br',
});

export const ownerOutput = () => ({
  ...ownerInput(),
  nomeRazaoSocial: 'Maria da Silva',
  cpfCnpj: docs.cpfOut,
  cep: docs.cepOut,
  uf: 'RJ',
  telefone: docs.phoneOut,
});

export const requesterInput = () => ({
  nomeRequerente: 'Despachante Centro Ltda',
  cpfCnpjRequerente: docs.cnpj,
  rgRequerente: '',
  enderecoRequerente: 'Av. Rio Branco, 1',
  cepRequerente: docs.cep,
  telefoneRequerente: docs.phone,
});

export const requesterOutput = () => ({
  ...requesterInput(),
  cpfCnpjRequerente: docs.cnpjOut,
  cepRequerente: docs.cepOut,
  telefoneRequerente: docs.phoneOut,
});

export const vehicleIdInput = () => ({ placaVeiculo: docs.plate, chassi: docs.chassis, renavam: docs.renavam });
export const vehicleIdOutput = () => ({ placaVeiculo: docs.plateOut, chassi: docs.chassisOut, renavam: docs.renavamOut });

/** The requester block's messages on an empty form (§5). */
export const requesterMessages = {
  nomeRequerente: 'Nome é obrigatório',
  cpfCnpjRequerente: 'CPF/CNPJ é obrigatório',
  enderecoRequerente: 'Endereço é obrigatório',
  cepRequerente: 'CEP é obrigatório',
  placaVeiculo: 'Placa é obrigatória',
  chassi: 'Chassi é obrigatório',
  renavam: 'RENAVAM é obrigatório',
} as const;

/** The owner block's messages on an empty form (§5), without the name. */
export const ownerMessages = {
  documentoIdentidade: 'Documento de identidade é obrigatório',
  orgaoExpedidor: 'Órgão expedidor é obrigatório',
  cpfCnpj: 'CPF/CNPJ é obrigatório',
  endereco: 'Endereço é obrigatório',
  numero: 'Número é obrigatório',
  cep: 'CEP deve ter 8 dígitos',
  uf: 'UF é obrigatória',
  cidade: 'Cidade é obrigatória',
  bairro: 'Bairro é obrigatório',
  telefone: 'Telefone é obrigatório',
} as const;

export const emptyOwner = {
  nomeSocial: '',
  documentoIdentidade: '',
  orgaoExpedidor: '',
  cpfCnpj: '',
  cnh: '',
  endereco: '',
  numero: '',
  complemento: '',
  cep: '',
  uf: '',
  cidade: '',
  bairro: '',
  telefone: '',
  celular: '',
  email: '',
} as const;

/** The requester and vehicle fields of Casos Especiais, Informação and Certidão, blank. */
export const emptyRequesterAndVehicle = {
  nomeRequerente: '',
  cpfCnpjRequerente: '',
  rgRequerente: '',
  enderecoRequerente: '',
  cepRequerente: '',
  telefoneRequerente: '',
  placaVeiculo: '',
  chassi: '',
  renavam: '',
  marcaModelo: '',
  anoFabricacao: '',
  anoModelo: '',
} as const;
