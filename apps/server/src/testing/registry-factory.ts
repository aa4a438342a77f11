import type { RegistrationRequest } from '@despacha/domain/contracts/registry/registration';

// Test data for registry tests: valid Brazilian documents a dispatcher would type.
export function registration(
  overrides: {
    owner?: Partial<RegistrationRequest['owner']>;
    vehicle?: Partial<RegistrationRequest['vehicle']>;
    service?: Partial<NonNullable<RegistrationRequest['service']>> | null;
  } = {},
): RegistrationRequest {
  const base: RegistrationRequest = {
    owner: {
      nome: 'José da Conceição',
      cpf: '529.982.247-25',
      cep: '20071-002',
      municipio: 'Rio de Janeiro',
      uf: 'RJ',
      cel: '(21) 98765-4321',
      ...overrides.owner,
    },
    vehicle: {
      placa: 'ABC-1234',
      renavam: '00639884962',
      chassis: '9BWZZZ377VT004251',
      marca: 'VW',
      modelo: 'Gol',
      anoFabricacao: '2015',
      ...overrides.vehicle,
    },
  };
  if (overrides.service !== null) {
    base.service = {
      servico: 'transferencia',
      assinatura: 'digital',
      posicao: 'emissao',
      origemServico: 'despachante',
      capaProcesso: 'normal',
      valor: '250,00',
      honorarios: '300,00',
      ...overrides.service,
    };
  }
  return base;
}
