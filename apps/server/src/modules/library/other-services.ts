import { labelOf } from '@despacha/domain/options/option';
import { estadoCivilOptions } from '@despacha/domain/options/registry-options';
import { displayCep } from '@despacha/domain/validators/cep';
import { formatMoney } from '@despacha/domain/validators/money';
import type { LibraryContext } from './load-context.ts';
import { dayOf, ownerBlock, ownerDocument, ownerPhone, signedOn, vehicleBlock } from './blocks.ts';
import { dudaSection } from './duda.ts';
import { dudaBlock } from '../../lib/pdf/duda.ts';
import { fieldRows } from '../../lib/pdf/fields.ts';
import { checkList, documentTitle, paragraph, sectionTitle, signatureLines, writingLines } from '../../lib/pdf/layout.ts';
import { agencyDocument, agencyPlace } from '../../lib/pdf/render.ts';

// Outros Serviços: letters the owner signs and the agency files with DETRAN-RJ.

const toDetran = 'Ilmo(a). Sr(a). Diretor(a) do Departamento de Trânsito do Estado do Rio de Janeiro — DETRAN-RJ';

function declaracaoResidencia(ctx: LibraryContext) {
  const { agency, filled } = ctx;
  const o = filled?.owner;
  const title = 'Declaração de Residência';
  return agencyDocument(agency, title, [
    ...documentTitle(title),
    sectionTitle('Declarante'),
    fieldRows([
      [
        { label: 'Nome completo', value: o?.nome },
        { label: 'CPF', value: ownerDocument(o), width: 130 },
      ],
      [
        { label: 'Documento de identidade / órgão emissor', value: o?.orgao },
        { label: 'Nacionalidade', value: o?.nacionalidade, width: 110 },
        { label: 'Estado civil', value: o ? labelOf(estadoCivilOptions, o.estadoCivil, o.estadoCivil) : '', width: 100 },
      ],
    ]),
    sectionTitle('Endereço de residência'),
    fieldRows([
      [
        { label: 'Logradouro', value: o?.endereco },
        { label: 'Número', value: o?.numero, width: 70 },
        { label: 'Complemento', value: o?.complemento, width: 120 },
      ],
      [
        { label: 'Bairro', value: o?.bairro },
        { label: 'Município', value: o?.municipio },
        { label: 'UF', value: o?.uf, width: 40 },
        { label: 'CEP', value: o?.cep ? displayCep(o.cep) : '', width: 80 },
      ],
      [
        { label: 'Telefone', value: ownerPhone(o) },
        { label: 'E-mail', value: o?.email },
      ],
    ]),
    paragraph(
      'Declaro, para fins de comprovação de residência junto ao Departamento de Trânsito do Estado do Rio de Janeiro — DETRAN-RJ, ' +
        'sob as penas da lei, que resido no endereço acima indicado, nos termos da Lei nº 7.115, de 29 de agosto de 1983. ' +
        'Declaro ainda estar ciente de que a falsidade desta declaração configura o crime de falsidade ideológica previsto no ' +
        'art. 299 do Código Penal Brasileiro, sujeitando-me às sanções penais, civis e administrativas cabíveis.',
      { margin: [0, 14, 0, 6] },
    ),
    signedOn(ctx, o?.municipio?.trim() || agencyPlace(agency)),
    signatureLines(['Assinatura do(a) declarante']),
  ]);
}

function requerimentoGeral(ctx: LibraryContext) {
  const { agency, filled } = ctx;
  const title = 'Requerimento Geral';
  return agencyDocument(agency, title, [
    ...documentTitle(title),
    paragraph(toDetran, { margin: [0, 0, 0, 4] }),
    ...ownerBlock('Requerente', filled?.owner),
    ...vehicleBlock('Veículo', filled?.vehicle),
    sectionTitle('Requerimento'),
    paragraph('O(a) requerente acima qualificado(a) vem, respeitosamente, requerer a V. Sa.:'),
    writingLines(12, filled ? `${filled.serviceLabel} — serviço nº ${filled.service.number}.` : undefined),
    ...dudaSection(ctx.duda),
    paragraph('Nestes termos, pede deferimento.'),
    signedOn(ctx),
    signatureLines(['Assinatura do(a) requerente']),
  ]);
}

function devolucaoTaxas(ctx: LibraryContext) {
  const { agency, filled } = ctx;
  const title = 'Requerimento para Devolução de Taxas';
  const o = filled?.owner;
  // A fee "a confirmar" (null) is left blank to fill by hand, like no fee (decision 078).
  const fee = filled?.service.valor ? formatMoney(filled.service.valor) : '';
  return agencyDocument(agency, title, [
    ...documentTitle(title),
    paragraph(toDetran, { margin: [0, 0, 0, 4] }),
    ...ownerBlock('Requerente', o),
    ...vehicleBlock('Veículo', filled?.vehicle),
    sectionTitle('Taxa paga'),
    fieldRows([
      [
        { label: 'Serviço a que se refere', value: filled?.serviceLabel },
        { label: 'Nº da guia (GRT / DUDA)', width: 140 },
      ],
      [
        { label: 'Data do pagamento', value: dayOf(filled?.service.paidAt), width: 120 },
        { label: 'Banco arrecadador' },
        { label: 'Valor pago', value: fee, width: 110 },
      ],
    ]),
    // The DUDA codes of the service whose fee is asked back (the guia's number is written above by hand).
    ...dudaBlock(ctx.duda),
    sectionTitle('Motivo da devolução'),
    checkList([
      { label: 'Pagamento em duplicidade' },
      { label: 'Pagamento a maior' },
      { label: 'Serviço não realizado' },
      { label: 'Outro (descrever abaixo)' },
    ]),
    writingLines(3),
    sectionTitle('Dados bancários para a devolução (conta do requerente)'),
    fieldRows([
      [{ label: 'Banco' }, { label: 'Agência', width: 80 }, { label: 'Conta', width: 110 }, { label: 'Tipo de conta', width: 110 }],
      [
        { label: 'Titular da conta', value: o?.nome },
        { label: 'CPF/CNPJ do titular', value: ownerDocument(o), width: 150 },
      ],
    ]),
    checkList([{ label: 'Conta corrente' }, { label: 'Conta poupança' }]),
    paragraph('Declaro, sob as penas do art. 299 do Código Penal, que as informações acima são verdadeiras. Nestes termos, pede deferimento.'),
    signedOn(ctx),
    signatureLines(['Assinatura do(a) requerente']),
  ]);
}

export const otherServiceDocuments = {
  'declaracao-residencia': declaracaoResidencia,
  'requerimento-geral': requerimentoGeral,
  'devolucao-taxas': devolucaoTaxas,
};
