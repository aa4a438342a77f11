import type { Content } from 'pdfmake/interfaces';
import { displayCnpj } from '@despacha/domain/validators/cnpj';
import type { LibraryContext } from './load-context.ts';
import { date, ownerBlock, signedOn, vehicleBlock } from './blocks.ts';
import { fieldRows } from '../../lib/pdf/fields.ts';
import { checkList, documentTitle, paragraph, sectionTitle, signatureLines, writingLines } from '../../lib/pdf/layout.ts';
import { agencyDocument } from '../../lib/pdf/render.ts';

// A.S.D. — Autorização de Serviço de Despachante: the owner authorizes the agency to act for
// them at DETRAN-RJ. The DAP and primeira licença variants add the blocks those processes need.

type Variant = 'normal' | 'dap' | 'primeira-licenca';

const titles: Record<Variant, string> = {
  normal: 'Autorização de Serviço de Despachante — A.S.D.',
  dap: 'Autorização de Serviço de Despachante — A.S.D. - DAP',
  'primeira-licenca': 'Autorização de Serviço de Despachante — A.S.D. - Primeira Licença',
};

const services = [
  'Transferência de propriedade',
  'Licenciamento anual',
  '2ª via de CRV / CRLV',
  'Mudança de município',
  'Alteração de características',
  'Inclusão / baixa de gravame',
];

function variantBlock(variant: Variant, { filled }: LibraryContext): Content[] {
  if (variant === 'dap') {
    return [
      sectionTitle('Processo DAP'),
      fieldRows([
        [
          { label: 'Nº do processo DAP' },
          { label: 'Data de abertura', value: date(filled?.service.dataProc), width: 110 },
          { label: 'Nº do serviço', value: filled ? String(filled.service.number) : '', width: 90 },
        ],
      ]),
    ];
  }
  if (variant === 'primeira-licenca') {
    return [
      sectionTitle('Nota fiscal do veículo 0 km'),
      fieldRows([
        [{ label: 'Nº da nota fiscal', width: 120 }, { label: 'Data de emissão', width: 100 }, { label: 'Revendedor / Fabricante' }],
        [
          { label: 'CNPJ do revendedor', width: 160 },
          { label: 'Valor da nota fiscal', width: 120 },
          { label: 'Município de emplacamento', value: filled?.owner?.municipio },
        ],
      ]),
    ];
  }
  return [];
}

function requestedServices(variant: Variant, { filled }: LibraryContext): Content[] {
  if (variant !== 'normal') return [];
  const label = filled?.serviceLabel;
  return [
    sectionTitle('Serviços autorizados'),
    checkList(services.map((s) => ({ label: s, checked: label?.toLowerCase() === s.toLowerCase() }))),
    writingLines(label && !services.some((s) => s.toLowerCase() === label.toLowerCase()) ? 1 : 2, label ? `Serviço: ${label}` : undefined),
  ];
}

function asd(variant: Variant) {
  return (ctx: LibraryContext) => {
    const { agency, filled } = ctx;
    const purpose =
      variant === 'dap'
        ? 'o processo DAP do veículo abaixo descrito'
        : variant === 'primeira-licenca'
          ? 'o primeiro registro e licenciamento (1ª licença) do veículo abaixo descrito'
          : 'os serviços indicados, relativos ao veículo abaixo descrito';
    return agencyDocument(agency, titles[variant], [
      ...documentTitle(titles[variant]),
      ...ownerBlock('Outorgante (proprietário)', filled?.owner),
      ...vehicleBlock('Veículo', filled?.vehicle),
      ...variantBlock(variant, ctx),
      ...requestedServices(variant, ctx),
      sectionTitle('Autorização'),
      paragraph([
        'Pelo presente instrumento, o(a) proprietário(a) acima qualificado(a) AUTORIZA ',
        { text: agency.name, bold: true },
        `, inscrita no CNPJ sob o nº ${displayCnpj(agency.cnpj)}, por meio de seus despachantes e prepostos, a requerer e acompanhar junto ao `,
        'Departamento de Trânsito do Estado do Rio de Janeiro — DETRAN-RJ ',
        `${purpose}, podendo para tanto assinar requerimentos, apresentar e retirar documentos, cumprir exigências, `,
        'recolher taxas e receber os documentos expedidos. Esta autorização vale exclusivamente para o fim aqui declarado.',
      ]),
      signedOn(ctx),
      signatureLines(['Proprietário(a) / Outorgante', `${agency.name} — Despachante`]),
    ]);
  };
}

export const documentalistaDocuments = {
  asd: asd('normal'),
  'asd-dap': asd('dap'),
  'asd-primeira-licenca': asd('primeira-licenca'),
};
