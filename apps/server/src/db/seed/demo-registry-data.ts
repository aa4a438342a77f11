// Demo registry of the demo agency: names, makes and services a Rio agency sees every day.
export const firstNames = [
  'José', 'Maria', 'João', 'Ana', 'Antônio', 'Francisca', 'Carlos', 'Adriana', 'Paulo', 'Juliana', 'Pedro', 'Márcia',
  'Lucas', 'Fernanda', 'Luiz', 'Patrícia', 'Marcos', 'Aline', 'Luís', 'Sandra', 'Gabriel', 'Camila', 'Rafael', 'Amanda',
];
export const lastNames = [
  'da Silva', 'dos Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Ribeiro', 'Carvalho', 'Conceição', 'Araújo', 'Fernandes', 'Gonçalves', 'Brandão', 'Magalhães', 'Assunção', 'Falcão',
];
export const companies = ['Transportes Guanabara Ltda', 'Auto Peças Méier ME', 'Locadora Tijuca S.A.', 'Construtora Niterói Ltda', 'Frota Rápida Logística Ltda'];
export const bairros = ['Centro', 'Tijuca', 'Méier', 'Copacabana', 'Barra da Tijuca', 'Madureira', 'Campo Grande', 'Botafogo', 'Bangu', 'Penha'];
export const models: [string, string][] = [
  ['VW', 'Gol 1.0'], ['Fiat', 'Uno Mille'], ['Chevrolet', 'Onix LT'], ['Fiat', 'Strada Working'], ['Hyundai', 'HB20 Comfort'],
  ['Toyota', 'Corolla XEi'], ['Honda', 'CG 160 Fan'], ['Renault', 'Sandero'], ['Ford', 'Ka SE'], ['Jeep', 'Renegade'],
];
export const colors = ['branco', 'preto', 'prata', 'cinza', 'vermelho', 'azul'];
export const serviceTypes = ['transferencia', 'licenciamento', 'segunda-via-crv', 'segunda-via-crlv', 'primeiro-emplacamento', 'vistoria', 'comunicacao-venda'];
export const origins = [
  { nomeEmpresa: 'Rio Veículos Seminovos', razaoSocial: 'Rio Veículos Comércio Ltda', cnpj: '60746948000112', municipio: 'Rio de Janeiro', bairro: 'Barra da Tijuca', telefone: '2133334444' },
  { nomeEmpresa: 'Concessionária Guanabara', razaoSocial: 'Guanabara Automóveis S.A.', cnpj: '33000167000101', municipio: 'Rio de Janeiro', bairro: 'Botafogo', telefone: '2122223333' },
  { nomeEmpresa: 'Financeira Carioca', razaoSocial: 'Carioca Crédito Financiamento S.A.', cnpj: '07526557000100', municipio: 'Niterói', bairro: 'Icaraí', telefone: '2127112233' },
];
