/**
 * A count as StatCard's value: pt-BR digits ('1.234'); null while it loads, so the card holds its
 * place with a placeholder; a dash once it could not be read.
 */
export const statCount = (n: number | undefined, failed: boolean): string | null => (n !== undefined ? n.toLocaleString('pt-BR') : failed ? '–' : null);
