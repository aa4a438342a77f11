type Output = { type: 'chunk'; imports: readonly string[] } | { type: 'asset' };

/**
 * The chunks `files` import statically, directly or not, with `files` themselves: what the browser
 * fetches before it can run them. In the order it needs them, depth first, each once.
 */
export function staticClosure(bundle: Record<string, Output> | undefined, files: Iterable<string>, into = new Set<string>()): Set<string> {
  const visit = (file: string) => {
    const output = bundle?.[file];
    if (!output || output.type !== 'chunk' || into.has(file)) return;
    into.add(file);
    output.imports.forEach(visit);
  };
  for (const file of files) visit(file);
  return into;
}

/** Adds a `link(file)` tag before `</head>` for each file the page does not name already. */
export function addHeadLinks(html: string, files: Iterable<string>, link: (file: string) => string): string {
  const present = new Set([...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]));
  const links = [...files].filter((file) => !present.has(file)).map((file) => `  ${link(file)}\n`);
  return html.replace('</head>', `${links.join('')}  </head>`);
}
