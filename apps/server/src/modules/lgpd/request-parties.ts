import { ANONYMISED_NAME } from '@despacha/domain/lgpd/messages';
import { normalizeCnpj } from '@despacha/domain/validators/cnpj';

// A request form names up to three people (owner, buyer, seller, requester, previous and new
// owner...), each as a block of fields sharing an affix: `cpfCnpj` + `nome`, `compradorCpfCnpj` +
// `compradorNome…`, `cpfCnpjVendedor` + `nomeRazaoSocialVendedor`... The person is found by the
// CPF/CNPJ field of their block, and only that block is erased: the other party's data stays.

/** Field stems of a person's block that identify or reach them (UF and city-level data stay). */
const PERSONAL_STEMS = new Set([
  'nome',
  'nomeRazaoSocial',
  'nomeRazao',
  'nomeSocial',
  'documento',
  'documentoIdentidade',
  'orgaoExpedidor',
  'rg',
  'cpfCnpj',
  'cnh',
  'nacionalidade',
  'naturalidade',
  'endereco',
  'numero',
  'complemento',
  'cep',
  'bairro',
  'telefone',
  'celular',
  'email',
  'nascimento',
  'dataNascimento',
]);
const NAME_STEMS = new Set(['nome', 'nomeRazaoSocial', 'nomeRazao']);

type Party = { prefix: string; suffix: string };

/** The block a CPF/CNPJ key belongs to: `cpfCnpj` (the owner), `compradorCpfCnpj`, `cpfCnpjVendedor`. */
function partyOfKey(key: string): Party | null {
  const at = key.indexOf('cpfCnpj') >= 0 ? key.indexOf('cpfCnpj') : key.indexOf('CpfCnpj');
  if (at < 0) return null;
  return { prefix: key.slice(0, at), suffix: key.slice(at + 'cpfCnpj'.length) };
}

/** The stem of `key` in that block ('compradorEmail' → 'email'), or null when not of the block. */
function stemOf(key: string, p: Party): string | null {
  if (!key.startsWith(p.prefix) || !key.endsWith(p.suffix) || key.length <= p.prefix.length + p.suffix.length) return null;
  const core = key.slice(p.prefix.length, key.length - p.suffix.length);
  const stem = p.prefix ? core.charAt(0).toLowerCase() + core.slice(1) : core;
  return PERSONAL_STEMS.has(stem) ? stem : null;
}

/** The blocks of the form whose CPF/CNPJ is the person's. */
export function partiesOf(data: Record<string, unknown>, document: string): Party[] {
  const parties: Party[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'string' || !value) continue;
    const party = partyOfKey(key);
    if (party && normalizeCnpj(value) === document) parties.push(party);
  }
  return parties;
}

/** Names of the person as the form has them (to tell whether the history's subject is theirs). */
export function namesIn(data: Record<string, unknown>, parties: Party[]): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'string' || !value) continue;
    if (parties.some((p) => NAME_STEMS.has(stemOf(key, p) ?? ''))) names.push(value);
  }
  return names;
}

/** The form with the person's blocks erased: names become "Titular anonimizado", the rest ''. */
export function eraseParties(data: Record<string, unknown>, parties: Party[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'string') continue;
    for (const p of parties) {
      const stem = stemOf(key, p);
      if (!stem) continue;
      out[key] = NAME_STEMS.has(stem) && value ? ANONYMISED_NAME : '';
    }
  }
  return out;
}

// Of a block's personal fields, those whose value finds the person in a text (the audit trail's
// summaries); an issuing body, a nationality or a house number identify no one by themselves.
const IDENTIFYING_STEMS = new Set([
  'nomeSocial',
  'documento',
  'documentoIdentidade',
  'rg',
  'cpfCnpj',
  'cnh',
  'endereco',
  'cep',
  'telefone',
  'celular',
  'email',
]);

/** The person's contact and document values in the form (names: `namesIn`). */
export function identifiersIn(data: Record<string, unknown>, parties: Party[]): string[] {
  const values: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'string' || !value) continue;
    if (parties.some((p) => IDENTIFYING_STEMS.has(stemOf(key, p) ?? ''))) values.push(value);
  }
  return values;
}
