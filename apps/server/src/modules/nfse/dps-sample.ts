// A DPS input for the tests (issue 37): valid check digits (11.222.333/0001-81, 529.982.247-25),
// Rio de Janeiro's IBGE code 3304557. 330101 is the cTribNac
// the fiscal settings suggest (decision 070); the NBS is a shape sample.
import type { DpsInput } from '@despacha/domain/nfse/dps';

export const sampleDpsInput = (over: Partial<DpsInput> = {}): DpsInput => ({
  environment: 'homologacao',
  issuedAt: new Date('2026-11-29T15:00:00Z'),
  competence: '2026-11-28',
  series: '1',
  number: 42,
  appVersion: 'Despacha 1.0',
  provider: { cnpj: '11222333000181', municipalRegistration: '1234567', municipalityCode: '3304557', regime: 'simples_nacional' },
  customer: {
    document: '52998224725',
    name: 'Maria & Filhos <Ltda>',
    address: { street: 'Rua da Assembleia', number: '10', complement: 'sala 801', district: 'Centro', municipalityCode: '3304557', cep: '20011-000' },
    email: 'maria@example.com',
    phone: '(21) 99999-0000',
  },
  service: {
    nationalTaxCode: '330101',
    nbsCode: '101010100',
    description: 'Honorários: transferência de propriedade\nPlaca ABC1D23',
    municipalityCode: '3304557',
  },
  feesCents: 15_000,
  ...over,
});
