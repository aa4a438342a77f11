import { sql, type SQLWrapper } from 'drizzle-orm';

/** A LIKE pattern matching the term anywhere, with the user's % and _ taken literally. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/** Lower case without accents in SQL, matching searchKey() on the typed side: names sort as a reader expects. */
export const foldedText = (column: SQLWrapper) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;
