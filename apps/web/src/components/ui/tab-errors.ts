import type { FieldErrors } from 'react-hook-form';

// One form spread over tabs (Cadastro do Sistema, Novo Cliente): its errors are counted per tab,
// for TabsTrigger's `errorCount`, and the first one AS THE USER READS THE FORM gets the cursor —
// the first tab holding an error, then its first field on the page — not the order react-hook-form
// or the schema keep them in (issue 34 item 7).

/** The tab a field lives on, from its path ('service.assinatura'); undefined when on none. */
export type TabOfField<Tab extends string> = (path: string) => Tab | undefined;

const isFieldError = (node: object) => 'type' in node && (typeof node.type === 'string' || typeof node.type === 'number');

/** The path of every field holding an error ('vehicle.renavam'), nested objects and arrays included. */
export function errorPaths(errors: FieldErrors | undefined, prefix = ''): string[] {
  if (!errors) return [];
  return Object.entries(errors).flatMap(([key, node]) => {
    if (!node || typeof node !== 'object' || key === 'ref') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return isFieldError(node) ? [path] : errorPaths(node as FieldErrors, path);
  });
}

/** How many fields with an error each tab holds (tabs without any are left out). */
export function tabErrorCounts<Tab extends string>(paths: readonly string[], tabOf: TabOfField<Tab>): Partial<Record<Tab, number>> {
  const counts: Partial<Record<Tab, number>> = {};
  for (const path of paths) {
    const tab = tabOf(path);
    if (tab !== undefined) counts[tab] = (counts[tab] ?? 0) + 1;
  }
  return counts;
}

// Form field names are identifiers (a.b for nested ones); anything else cannot be a selector.
const fieldOf = (root: ParentNode, path: string) => (/^[\w.]+$/.test(path) ? root.querySelector<HTMLElement>(`[name="${path}"]`) : null);

function pageOrder(a: HTMLElement | null, b: HTMLElement | null): number {
  if (a && b) return a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  return a ? -1 : b ? 1 : 0;
}

/**
 * The first field with an error in reading order: by `tabs` (their order on screen), then by the
 * fields' order in `root` (forced-mounted panels keep hidden fields in the page), then, for a field
 * not on the page, by its place in `paths`. A field on no tab comes last.
 */
export function firstTabError<Tab extends string>(
  paths: readonly string[],
  tabs: readonly Tab[],
  tabOf: TabOfField<Tab>,
  root: ParentNode = document,
): { path: string; tab: Tab | undefined } | undefined {
  const ranked = paths.map((path, index) => {
    const tab = tabOf(path);
    const at = tab === undefined ? -1 : tabs.indexOf(tab);
    return { path, tab, index, rank: at < 0 ? tabs.length : at, field: fieldOf(root, path) };
  });
  ranked.sort((a, b) => a.rank - b.rank || pageOrder(a.field, b.field) || a.index - b.index);
  const first = ranked[0];
  return first && { path: first.path, tab: first.tab };
}
