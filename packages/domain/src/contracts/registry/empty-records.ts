import type { OwnerRequest } from './owner.ts';
import type { VehicleRequest } from './vehicle.ts';

// Apart from the zod contracts so that Cadastro do Sistema starts its form without loading zod.
// Imported from here only: owner.ts and vehicle.ts, whose types these use, do not re-export them.
export const emptyOwner = (): OwnerRequest => ({
  nome: '', cpf: '', cnpj: '', endereco: '', numero: '', complemento: '', bairro: '', cep: '', municipio: '', uf: 'RJ',
  orgao: '', emissao: '', cnh: '', nacionalidade: 'Brasileira', naturalidade: '', nasc: '', estadoCivil: '', email: '',
  telCom: '', ramal: '', telRes: '', cel: '',
});
export const emptyVehicle = (): VehicleRequest => ({
  ownerId: '', placa: '', renavam: '', chassis: '', placaAnterior: '', assinatura: '', posicao: '', envelope: '', entregue: '',
  marca: '', modelo: '', anoFabricacao: '', anoModelo: '', chRem: '', especie: '', combustivel: '', cilindrada: '', categoria: '',
  carro: '', potencia: '', tipo: '', capacidadePass: '', ton: '', catSeg: '', eixos: '', procedencia: '', cor: '', origemServico: '',
  capaProcesso: '',
});
