import { documentChecklist } from '../options/document-checklist.ts';

/** Fees are kept by calendar year; the range only refuses typing slips (DUDA exists since the 1990s). */
export const CATALOG_YEAR_MIN = 1990;
export const CATALOG_YEAR_MAX = 2100;
/** Ten years: longer than any legal deadline of a DETRAN service. */
export const CATALOG_DEADLINE_MAX_DAYS = 3650;
/** A DUDA code's own note ("placas, carro"). */
export const CATALOG_DUDA_DESCRIPTION_MAX = 120;
/** Where a fee was read: a link and a few words ("Portaria …, DOERJ 29/12/2025"). */
export const CATALOG_FEE_SOURCE_MAX = 500;
/** The legal basis of a deadline ("Lei 14.071/2020"). */
export const CATALOG_DEADLINE_BASIS_MAX = 300;
/** DUDA codes one service type may list (troca de município has three). */
export const CATALOG_DUDA_CODES_MAX = 10;
export const CATALOG_DOCUMENTS_MAX = documentChecklist.length;
