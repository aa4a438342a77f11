import type { Content } from 'pdfmake/interfaces';
import { findLibraryItem } from '@despacha/domain/library/catalog';
import type { LibraryContext } from './load-context.ts';
import { ownerBlock, plateOf, vehicleBlock } from './blocks.ts';
import { checks, fields, grid, heading, libraryDocument, paragraph, placeAndDate, section, signatures, writingLines } from './layout.ts';

// DETRAN-RJ vehicle requests without a screen of their own: owner and vehicle blocks, the
// request's specific block, the art. 299 declaration and the signatures.

const declaration =
  'Declaro, sob as penas do art. 299 do Código Penal Brasileiro (falsidade ideológica), que as informações prestadas neste ' +
  'requerimento são verdadeiras, e estou ciente de que o DETRAN-RJ poderá exigir a apresentação dos documentos originais.';

const reasonLines = (count = 2): Content => writingLines(count);

const specific: Record<string, (ctx: LibraryContext) => Content[]> = {
  'segunda-via-crv': () => [
    section('Motivo da 2ª via'),
    checks([{ label: 'Perda / extravio' }, { label: 'Furto' }, { label: 'Roubo' }, { label: 'Dano / documento ilegível' }]),
    fields([[{ label: 'Nº do registro de ocorrência (BRO)' }, { label: 'Data da ocorrência', width: 110 }, { label: 'Delegacia', width: 150 }]]),
  ],
  'transferencia-propriedade': () => [
    ...ownerBlock('Comprador (novo proprietário)', null),
    section('Dados da venda'),
    fields([[{ label: 'Data da venda', width: 110 }, { label: 'Valor da venda (R$)', width: 130 }, { label: 'Nº do ATPV-e / CRV' }]]),
  ],
  'mudanca-municipio': ({ filled }) => [
    section('Mudança de município'),
    fields([
      [{ label: 'Município anterior', value: filled?.owner?.municipio }, { label: 'UF', value: filled?.owner?.uf, width: 40 }, { label: 'Novo município' }, { label: 'UF', width: 40 }],
      [{ label: 'Novo endereço' }, { label: 'Número', width: 70 }, { label: 'Bairro', width: 140 }, { label: 'CEP', width: 80 }],
    ]),
    checks([{ label: 'Com troca de placa' }, { label: 'Sem troca de placa (padrão Mercosul)' }]),
  ],
  'alteracao-caracteristicas': () => [
    section('Características alteradas'),
    checks([{ label: 'Cor' }, { label: 'Combustível' }, { label: 'Carroceria' }, { label: 'Espécie / tipo' }, { label: 'Potência / cilindrada' }, { label: 'Capacidade / lotação' }], 3),
    grid(['Característica', 'De (atual)', 'Para (nova)'], Array.from({ length: 4 }, () => ['', '', '']), ['*', '*', '*']),
    fields([[{ label: 'Nº do Certificado de Segurança Veicular (CSV), se exigido' }, { label: 'Oficina / instalador' }]]),
  ],
  'inclusao-gravame': () => [
    section('Gravame a incluir'),
    checks([{ label: 'Alienação fiduciária' }, { label: 'Arrendamento mercantil (leasing)' }, { label: 'Reserva de domínio' }, { label: 'Penhor' }]),
    fields([
      [{ label: 'Instituição credora' }, { label: 'CNPJ do credor', width: 140 }],
      [{ label: 'Nº do contrato' }, { label: 'Data do contrato', width: 110 }, { label: 'Quantidade de parcelas', width: 120 }],
    ]),
  ],
  'baixa-gravame': ({ filled }) => [
    section('Gravame a baixar'),
    checks([
      { label: 'Alienação fiduciária', checked: filled?.service.restricoes === 'alienacao' },
      { label: 'Arrendamento mercantil (leasing)' },
      { label: 'Reserva de domínio', checked: filled?.service.restricoes === 'reserva' },
      { label: 'Penhor' },
    ]),
    fields([
      [{ label: 'Instituição credora', value: filled?.service.finArr }, { label: 'CNPJ do credor', width: 140 }],
      [{ label: 'Nº do contrato' }, { label: 'Data da quitação', width: 110 }, { label: 'Data da carta de quitação', width: 130 }],
    ]),
  ],
  'baixa-veiculo': () => [
    section('Motivo da baixa'),
    checks([{ label: 'Sinistro com perda total' }, { label: 'Desmontagem (Lei nº 12.977/2014)' }, { label: 'Veículo irrecuperável / sucata' }, { label: 'Outro (descrever abaixo)' }]),
    fields([[{ label: 'Data do sinistro / ocorrência', width: 150 }, { label: 'Nº do registro de ocorrência' }, { label: 'Seguradora / empresa de desmontagem' }]]),
    reasonLines(),
    paragraph('As placas e a parte do chassi com o número de identificação devem ser entregues ao DETRAN-RJ com este requerimento.', [0, 2, 0, 2]),
  ],
  'troca-placa-mercosul': ({ filled }) => [
    section('Troca de placa'),
    fields([[{ label: 'Placa atual', value: plateOf(filled?.vehicle), width: 110 }, { label: 'Nova placa (Mercosul)', width: 130 }, { label: 'Estampadora credenciada' }]]),
    checks([{ label: 'Mudança de município' }, { label: 'Mudança de categoria' }, { label: 'Placa danificada' }, { label: 'Furto / perda de placa' }, { label: 'Opção do proprietário' }, { label: 'Outro' }], 3),
    checks([{ label: 'Placa dianteira' }, { label: 'Placa traseira' }, { label: 'Par de placas' }], 3),
  ],
};

function vehicleForm(id: keyof typeof specific) {
  return (ctx: LibraryContext) => {
    const { agency, filled, today } = ctx;
    const title = findLibraryItem(id)!.title;
    return libraryDocument(agency, title, [
      ...heading(title, 'Requerimento ao DETRAN-RJ'),
      ...ownerBlock('Proprietário / requerente', filled?.owner),
      ...vehicleBlock('Veículo', filled?.vehicle),
      ...specific[id]!(ctx),
      section('Observações'),
      reasonLines(),
      paragraph(declaration),
      placeAndDate(agency.city, filled ? today : null),
      signatures(['Proprietário(a) / requerente', `${agency.name} — Despachante`]),
    ]);
  };
}

export const vehicleFormDocuments = Object.fromEntries(Object.keys(specific).map((id) => [id, vehicleForm(id)]));
