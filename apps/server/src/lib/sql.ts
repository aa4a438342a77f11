/** A LIKE pattern matching the term anywhere, with the user's % and _ taken literally. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
