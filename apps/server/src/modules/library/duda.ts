import { asc, eq, inArray } from 'drizzle-orm';
import type { Content } from 'pdfmake/interfaces';
import type { Db } from '../../db/client.ts';
import { serviceCatalog, serviceCatalogDudaCodes } from '../../db/schema/index.ts';
import { dudaBlock, dudaLines, type ServiceDuda } from '../../lib/pdf/duda.ts';
import { sectionTitle } from '../../lib/pdf/layout.ts';

// Which DUDA a library document prints (issue 35): a DETRAN-RJ request of one kind of service
// prints that type's codes, blank or filled; a process or special cover prints the codes of the
// service it is filled from (the 1ª Licença cover, blank, those of primeira licença); the letters
// about a service's fee (Requerimento Geral, Devolução de Taxas) those of the service. The codes
// come from the service catalog, verified or "a confirmar" (lib/pdf/duda.ts prints them).

/** The service type each DETRAN-RJ request of the library is about (field option `service_type`). */
export const requestServiceTypes: Readonly<Record<string, string>> = {
  'segunda-via-crv': 'segunda-via-crv',
  'transferencia-propriedade': 'transferencia',
  'mudanca-municipio': 'mudanca-municipio',
  'alteracao-caracteristicas': 'alteracao-caracteristicas',
  'inclusao-gravame': 'inclusao-gravame',
  'baixa-gravame': 'baixa-gravame',
  'baixa-veiculo': 'baixa',
  'troca-placa-mercosul': 'troca-placa',
};

/** Covers of one kind of process: blank, they print that kind's DUDA. */
const blankCoverServiceTypes: Readonly<Record<string, string>> = { 'capa-primeira-licenca': 'primeiro-emplacamento' };

/** Documents that print the DUDA of the service they are filled from (nothing when blank, but the covers above). */
const ofTheService = new Set([
  'capa-primeira-licenca',
  'capa-dap',
  'capa-normal',
  'capa-chassis',
  'capa-estatistico',
  'capa-pendencias',
  'capa-vistoria',
  'requerimento-geral',
  'devolucao-taxas',
]);

/** The service type whose DUDA the item prints; null: the item prints none. */
export function dudaServiceType(itemId: string, filledServiceType: string | null | undefined): string | null {
  const own = requestServiceTypes[itemId];
  if (own) return own;
  if (!ofTheService.has(itemId)) return null;
  return filledServiceType || blankCoverServiceTypes[itemId] || null;
}

/** The DUDA of each type: its catalog codes (verified or not) and whether the catalog says it is paid by DUDA. */
export async function dudaOfTypes(db: Db, types: readonly string[]): Promise<Map<string, ServiceDuda>> {
  const wanted = [...new Set(types)];
  if (wanted.length === 0) return new Map();
  const [codes, entries] = await Promise.all([
    db
      .select({
        serviceType: serviceCatalogDudaCodes.serviceType,
        code: serviceCatalogDudaCodes.code,
        description: serviceCatalogDudaCodes.description,
        verified: serviceCatalogDudaCodes.verified,
      })
      .from(serviceCatalogDudaCodes)
      .where(wanted.length === 1 ? eq(serviceCatalogDudaCodes.serviceType, wanted[0]!) : inArray(serviceCatalogDudaCodes.serviceType, wanted))
      .orderBy(asc(serviceCatalogDudaCodes.code)),
    db
      .select({ serviceType: serviceCatalog.serviceType, documents: serviceCatalog.documents })
      .from(serviceCatalog)
      .where(wanted.length === 1 ? eq(serviceCatalog.serviceType, wanted[0]!) : inArray(serviceCatalog.serviceType, wanted)),
  ]);
  return new Map(
    wanted.map((type) => {
      const entry = entries.find((e) => e.serviceType === type);
      return [
        type,
        {
          codes: codes.filter((c) => c.serviceType === type).map(({ code, description, verified }) => ({ code, description, verified })),
          // A type the catalog does not know may well be paid by DUDA: "a confirmar", never silence nor a guess.
          paidByDuda: entry ? entry.documents.includes('duda') : true,
        },
      ];
    }),
  );
}

export const dudaOfType = async (db: Db, type: string): Promise<ServiceDuda> => (await dudaOfTypes(db, [type])).get(type)!;

/** "Taxa DETRAN (DUDA)" and one line per code; nothing when the document's service has no DUDA to print. */
export function dudaSection(duda: ServiceDuda | null | undefined): Content[] {
  return dudaLines(duda).length ? [sectionTitle('Taxa DETRAN (DUDA)'), ...dudaBlock(duda)] : [];
}
