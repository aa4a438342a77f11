import { z } from 'zod';

// "Ler CRLV-e" (issue 33, decision 056): the fields the server found in a CRLV-e or ATPV-e PDF,
// for Cadastro do Sistema to fill in and the user to review. Nothing is saved by the reading.

// The size limit lives beside the messages, a module without zod: Cadastro's page checks it
// before sending and must not load zod with the page (decision 009).
export { READ_DOCUMENT_MAX_BYTES } from './messages.ts';

export const readDocumentKinds = ['crlv-e', 'atpv-e'] as const;
export type ReadDocumentKind = (typeof readDocumentKinds)[number];

/** Every field the reading looks for, in the order a summary lists them. */
export const readFieldKeys = [
  'placa',
  'placaAnterior',
  'renavam',
  'chassi',
  'marca',
  'modelo',
  'anoFabricacao',
  'anoModelo',
  'cor',
  'combustivel',
  'especie',
  'tipo',
  'categoria',
  'exercicio',
  'proprietarioNome',
  'proprietarioDocumento',
  'municipio',
  'uf',
  'compradorNome',
  'compradorDocumento',
  'dataVenda',
  'valorVenda',
] as const;
export type ReadFieldKey = (typeof readFieldKeys)[number];

/**
 * One field found by its label. `ok`: the value passed the domain's validator (placa, RENAVAM check
 * digit, chassi, CPF/CNPJ, dates, years, money) and `value` holds it normalised (plate and
 * documents without punctuation, dates dd/mm/aaaa, money "1.234,56"). Not ok: the label was there
 * but its value failed, and `value` is ''. `text` is what the PDF had, for the user to compare.
 */
export const readField = z.object({ ok: z.boolean(), value: z.string(), text: z.string() });
export type ReadField = z.infer<typeof readField>;

export const readDocumentResponse = z.object({
  kind: z.enum(readDocumentKinds),
  /** Only the fields whose label the PDF had. */
  fields: z.object(Object.fromEntries(readFieldKeys.map((key) => [key, readField.optional()])) as Record<ReadFieldKey, z.ZodOptional<typeof readField>>),
});
export type ReadDocumentResponse = z.infer<typeof readDocumentResponse>;
export type ReadFields = ReadDocumentResponse['fields'];
