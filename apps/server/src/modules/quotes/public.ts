// What this module exports for the other modules (lint: they import nothing else of it).
export { linkQuoteInTransaction, quoteLinkError } from './convert-quote.ts';
export { createQuote, type QuoteAuthor } from './save-quote.ts';
export { shareQuote } from './share-quote.ts';
