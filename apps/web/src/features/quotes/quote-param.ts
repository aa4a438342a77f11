// Kept apart from the conversion's code so Cadastro do Sistema can read it without loading that code.

/** The address parameter that opens Cadastro do Sistema from an accepted quote: ?orcamento=<id>. */
export const QUOTE_PARAM = 'orcamento';
