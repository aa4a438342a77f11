import { parseAst } from 'rolldown/parseAst';

// Reads src/app/router.tsx as data: which lazily imported modules each URL pattern loads (its
// layouts' and its page's), so the build can tell the server what to preload for a URL
// (route-preloads.ts). Read from the source rather than restated elsewhere: a route added to the
// router gets its preloads with no second list to keep in step (route-table.test.tsx checks that
// every path in paths.ts is found).

/** A URL pattern as react-router matches it (`/solicitacoes/:id`) and the modules it loads, outermost first. */
export type RouteModules = { path: string; modules: string[] };

type Node = { type: string; [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

/** The specifier of the first `import('…')` inside `node`, if any. */
function importIn(node: unknown): string | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = importIn(item);
      if (found) return found;
    }
    return undefined;
  }
  if (!isNode(node)) return undefined;
  if (node.type === 'ImportExpression') {
    const source = node.source as Node;
    return typeof source.value === 'string' ? source.value : undefined;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') continue;
    const found = importIn(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * Every routed URL pattern of `source` (the router module) with the modules its match loads
 * lazily. `paths` resolves `paths.<key>.path`; a route whose path cannot be read is an error,
 * so a new way of writing routes is noticed at build time rather than silently left out.
 */
export function routeModules(source: string, paths: Record<string, { path: string }>): RouteModules[] {
  const program = parseAst(source, { lang: 'tsx', sourceType: 'module' }) as unknown as { body: Node[] };
  const consts = new Map<string, Node>();
  for (let statement of program.body) {
    if (statement.type === 'ExportNamedDeclaration' && isNode(statement.declaration)) statement = statement.declaration;
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as Node[]) {
      const id = declarator.id as Node;
      if (id.type === 'Identifier' && isNode(declarator.init)) consts.set(id.name as string, declarator.init);
    }
  }
  const resolve = (node: Node): Node => (node.type === 'Identifier' && consts.has(node.name as string) ? resolve(consts.get(node.name as string)!) : node);

  const pathOf = (node: Node): string => {
    if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
    // paths.<key>.path
    const inner = node.object as Node | undefined;
    if (node.type === 'MemberExpression' && inner?.type === 'MemberExpression' && (inner.object as Node).name === 'paths') {
      const entry = paths[(inner.property as Node).name as string];
      if (entry) return entry.path;
    }
    throw new Error(`router: a route path the preload table cannot read (${node.type})`);
  };
  const join = (parent: string, child: string) => (child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`);

  const found: RouteModules[] = [];
  const walk = (list: Node, parentPath: string, inherited: string[]) => {
    for (const element of resolve(list).elements as Node[]) {
      if (element.type === 'SpreadElement') {
        walk(element.argument as Node, parentPath, inherited);
        continue;
      }
      const route = resolve(element);
      if (route.type !== 'ObjectExpression') throw new Error(`router: a route the preload table cannot read (${route.type})`);
      const props = new Map<string, Node>();
      for (const prop of route.properties as Node[]) {
        const key = prop.key as Node | undefined;
        if (prop.type === 'Property' && key?.type === 'Identifier') props.set(key.name as string, prop.value as Node);
      }
      const own = props.get('path');
      const path = own ? join(parentPath, pathOf(own)) : parentPath;
      const lazy = props.get('lazy');
      const module = lazy ? importIn(resolve(lazy)) : undefined;
      const modules = module ? [...inherited, module] : inherited;
      const children = props.get('children');
      if (children) walk(children, path, modules);
      else if (module && (own || props.has('index')) && !path.includes('*')) found.push({ path, modules });
    }
  };
  const routes = consts.get('routes');
  if (!routes) throw new Error('router: no `routes` array');
  walk(routes, '', []);
  return found;
}
