import { describe, expect, it } from 'vitest';
import { getRequestType, requestTypes } from '../contracts/requests/request-types.ts';
import { findLibraryItem, fullTitle, itemsOfCategory, libraryCategories, libraryItems } from './catalog.ts';

const titles = (category: Parameters<typeof itemsOfCategory>[0]) => itemsOfCategory(category).map((i) => i.title);

describe('forms library catalogue', () => {
  it('has the categories and items of spec §2', () => {
    expect(libraryCategories.map((c) => c.title)).toEqual([
      'Documentalista',
      'Formulários de Veículos',
      'Outros Serviços',
      'Capas de Processo',
      'Recibos',
      'Certificado',
      'Capas Especiais',
    ]);
    expect(titles('documentalista')).toEqual(['A.S.D', 'A.S.D - DAP', 'A.S.D. - Primeira licença']);
    expect(titles('veiculos')).toHaveLength(18);
    expect(titles('outros-servicos')).toEqual(['Declaração de Residência', 'Requerimento Geral', 'Requerimento para Devolução de Taxas']);
    expect(titles('capas-processo')).toEqual(['1ª Licença', 'DAP', 'Normal', 'Verso de capa']);
    expect(titles('recibos')).toEqual(['Recibo', 'Recibo para origem']);
    expect(titles('certificado')).toEqual(['1ª Licença', 'Analítico', 'DAP']);
    expect(titles('capas-especiais')).toEqual(['Chassis', 'Estatístico', 'Pendências', 'Vistoria']);
  });

  it('uses unique kebab-case ids and unique full titles (they name the buttons)', () => {
    const ids = libraryItems.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const full = libraryItems.map(fullTitle);
    expect(new Set(full).size).toBe(full.length);
    expect(fullTitle(findLibraryItem('capa-dap')!)).toBe('Capa de Processo - DAP');
    expect(fullTitle(findLibraryItem('recibo')!)).toBe('Recibo');
  });

  it('sends Visualizar to the form screens the spec names', () => {
    const routeOf = (title: string) => {
      const found = libraryItems.find((i) => i.title === title);
      return found?.kind === 'request-form' ? found.route : undefined;
    };
    expect(routeOf('Cancelamento de Intenção de Venda')).toBe('/cancelamento-intencao-venda');
    expect(routeOf('Intenção de Venda')).toBe('/intencao-venda');
    expect(routeOf('Comunicação de Venda')).toBe('/comunicacao-venda');
    expect(routeOf('Requerimento de Isenção de Taxa - 2ª via CRV/CRLV')).toBe('/isencao-taxa');
    expect(routeOf('Casos Especiais de Comunicação de Venda')).toBe('/casos-especiais-comunicacao-venda');
    expect(routeOf('Informação de Venda')).toBe('/informacao-venda');
    expect(routeOf('Certidão de Propriedade')).toBe('/certidao-propriedade');
    const vistorias = libraryItems.filter((i) => i.title.startsWith('Vistoria em Trânsito'));
    expect(vistorias).toHaveLength(3);
    for (const v of vistorias) expect(v.kind === 'request-form' && v.route).toBe('/vistoria-transito');
  });

  it('covers each of the eight request forms, with the route of its type', () => {
    const requestItems = libraryItems.flatMap((i) => (i.kind === 'request-form' ? [i] : []));
    expect(new Set(requestItems.map((i) => i.requestType))).toEqual(new Set(requestTypes.map((r) => r.type)));
    for (const i of requestItems) {
      expect(i.route).toBe(getRequestType(i.requestType).route);
      expect(i.prefillable).toBe(false);
    }
  });

  it('lets covers, receipts and certificates be generated for a service', () => {
    for (const i of libraryItems.filter((x) => ['cover', 'receipt', 'certificate'].includes(x.kind))) expect(i.prefillable, i.id).toBe(true);
    expect(itemsOfCategory('capas-especiais').every((i) => i.kind === 'cover')).toBe(true);
    expect(findLibraryItem('nada')).toBeUndefined();
  });
});
