import type { Content } from 'pdfmake/interfaces';
import { findLibraryItem } from '@despacha/domain/library/catalog';
import type { LibraryContext } from './load-context.ts';
import { ownerBlock, plateOf, signedOn, vehicleBlock } from './blocks.ts';
import { dudaSection } from './duda.ts';
import { fieldRows } from '../../lib/pdf/fields.ts';
import { checkList, documentTitle, paragraph, ruledTable, sectionTitle, signatureLines, writingLines } from '../../lib/pdf/layout.ts';
import { agencyDocument } from '../../lib/pdf/render.ts';

// DETRAN-RJ vehicle requests without a screen of their own: owner and vehicle blocks, the
// request's specific block, the art. 299 declaration and the signatures.

const declaration =
  'Declaro, sob as penas do art. 299 do Código Penal Brasileiro (falsidade ideológica), que as informações prestadas neste ' +
  'requerimento são verdadeiras, e estou ciente de que o DETRAN-RJ poderá exigir a apresentação dos documentos originais.';

const reasonLines = (count = 2): Content => writingLines(count);

const specific: Record<string, (ctx: LibraryContext) => Content[]> = {
  'segunda-via-crv': () => [
    sectionTitle('Motivo da 2ª via'),
    checkList([{ label: 'Perda / extravio' }, { label: 'Furto' }, { label: 'Roubo' }, { label: 'Dano / documento ilegível' }]),
    fieldRows([[{ label: 'Nº do Registro de Ocorrência' }, { label: 'Data da ocorrência', width: 110 }, { label: 'Delegacia', width: 150 }]]),
  ],
  'transferencia-propriedade': () => [
    ...ownerBlock('Comprador (novo proprietário)', null),
    sectionTitle('Dados da venda'),
    fieldRows([[{ label: 'Data da venda', width: 110 }, { label: 'Valor da venda (R$)', width: 130 }, { label: 'Nº do ATPV-e / CRV' }]]),
  ],
  'mudanca-municipio': ({ filled }) => [
    sectionTitle('Mudança de município'),
    fieldRows([
      [
        { label: 'Município anterior', value: filled?.owner?.municipio },
        { label: 'UF', value: filled?.owner?.uf, width: 40 },
        { label: 'Novo município' },
        { label: 'UF', width: 40 },
      ],
      [{ label: 'Novo endereço' }, { label: 'Número', width: 70 }, { label: 'Bairro', width: 140 }, { label: 'CEP', width: 80 }],
    ]),
    checkList([{ label: 'Com troca de placa' }, { label: 'Sem troca de placa (padrão Mercosul)' }]),
  ],
  'alteracao-caracteristicas': () => [
    sectionTitle('Características alteradas'),
    checkList(
      [
        { label: 'Cor' },
        { label: 'Combustível' },
        { label: 'Carroceria' },
        { label: 'Espécie / tipo' },
        { label: 'Potência / cilindrada' },
        { label: 'Capacidade / lotação' },
      ],
      3,
    ),
    ruledTable(
      ['Característica', 'De (atual)', 'Para (nova)'],
      Array.from({ length: 4 }, () => ['', '', '']),
      ['*', '*', '*'],
    ),
    fieldRows([[{ label: 'Nº do Certificado de Segurança Veicular (CSV), se exigido' }, { label: 'Oficina / instalador' }]]),
  ],
  'inclusao-gravame': () => [
    sectionTitle('Gravame a incluir'),
    checkList([{ label: 'Alienação fiduciária' }, { label: 'Arrendamento mercantil (leasing)' }, { label: 'Reserva de domínio' }, { label: 'Penhor' }]),
    fieldRows([
      [{ label: 'Instituição credora' }, { label: 'CNPJ do credor', width: 140 }],
      [{ label: 'Nº do contrato' }, { label: 'Data do contrato', width: 110 }, { label: 'Quantidade de parcelas', width: 120 }],
    ]),
  ],
  'baixa-gravame': ({ filled }) => [
    sectionTitle('Gravame a baixar'),
    checkList([
      { label: 'Alienação fiduciária', checked: filled?.service.restricoes === 'alienacao' },
      { label: 'Arrendamento mercantil (leasing)', checked: filled?.service.restricoes === 'arrendamento' },
      { label: 'Reserva de domínio', checked: filled?.service.restricoes === 'reserva' },
      { label: 'Penhor', checked: filled?.service.restricoes === 'penhor' },
    ]),
    fieldRows([
      [
        { label: 'Instituição credora', value: filled?.service.finArr },
        { label: 'CNPJ do credor', width: 140 },
      ],
      [{ label: 'Nº do contrato' }, { label: 'Data da quitação', width: 110 }, { label: 'Data da carta de quitação', width: 130 }],
    ]),
  ],
  'baixa-veiculo': () => [
    sectionTitle('Motivo da baixa'),
    checkList([
      { label: 'Sinistro com perda total' },
      { label: 'Desmontagem (Lei nº 12.977/2014)' },
      { label: 'Veículo irrecuperável / sucata' },
      { label: 'Outro (descrever abaixo)' },
    ]),
    fieldRows([
      [{ label: 'Data do sinistro / ocorrência', width: 150 }, { label: 'Nº do Registro de Ocorrência' }, { label: 'Seguradora / empresa de desmontagem' }],
    ]),
    reasonLines(),
    paragraph('As placas e a parte do chassi com o número de identificação devem ser entregues ao DETRAN-RJ com este requerimento.', { margin: [0, 2, 0, 2] }),
  ],
  'troca-placa-mercosul': ({ filled }) => [
    sectionTitle('Troca de placa'),
    fieldRows([
      [
        { label: 'Placa atual', value: plateOf(filled?.vehicle), width: 110 },
        { label: 'Nova placa (Mercosul)', width: 130 },
        { label: 'Estampadora credenciada' },
      ],
    ]),
    checkList(
      [
        { label: 'Mudança de município' },
        { label: 'Mudança de categoria' },
        { label: 'Placa danificada' },
        { label: 'Furto / perda de placa' },
        { label: 'Opção do proprietário' },
        { label: 'Outro' },
      ],
      3,
    ),
    checkList([{ label: 'Placa dianteira' }, { label: 'Placa traseira' }, { label: 'Par de placas' }], 3),
  ],
};

function vehicleForm(id: keyof typeof specific) {
  return (ctx: LibraryContext) => {
    const { agency, filled } = ctx;
    const title = findLibraryItem(id)!.title;
    return agencyDocument(agency, title, [
      ...documentTitle(title, 'Requerimento ao DETRAN-RJ'),
      ...ownerBlock('Proprietário / requerente', filled?.owner),
      ...vehicleBlock('Veículo', filled?.vehicle),
      ...specific[id]!(ctx),
      // The DUDA of the request's service type (duda.ts), verified or "a confirmar".
      ...dudaSection(ctx.duda),
      sectionTitle('Observações'),
      reasonLines(),
      paragraph(declaration),
      signedOn(ctx),
      signatureLines(['Proprietário(a) / requerente', `${agency.name} — Despachante`]),
    ]);
  };
}

export const vehicleFormDocuments = Object.fromEntries(Object.keys(specific).map((id) => [id, vehicleForm(id)]));
