// XSD validation of the national NFS-e documents against the official schemas vendored in
// ./schemas (SOURCE.md there). libxml2 compiled to WebAssembly (xmllint-wasm): the same validator as
// xmllint, resolving xs:include/xs:import from files preloaded in its in-memory file system, with no
// native build (decision 071).
import { readFileSync, readdirSync } from 'node:fs';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import type { DpsLayoutVersion } from '@despacha/domain/nfse/dps';

export type XsdRoot = 'DPS' | 'pedRegEvento';

// Beside this file in the sources; compiled, scripts/build-server.mjs copies them to dist/nfse-schemas.
const schemasDir = import.meta.url.endsWith('.ts') ? new URL('./schemas/', import.meta.url) : new URL('./nfse-schemas/', import.meta.url);
const cache = new Map<DpsLayoutVersion, XMLFileInfo[]>();

/** Every file of a layout, read once: the entry schema and what it includes or imports. */
function layoutFiles(version: DpsLayoutVersion): XMLFileInfo[] {
  let files = cache.get(version);
  if (!files) {
    const dir = new URL(`v${version}/`, schemasDir);
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.xsd'))
      .map((name) => ({ fileName: name, contents: readFileSync(new URL(name, dir)) }));
    cache.set(version, files);
  }
  return files;
}

export type XsdResult = { valid: true } | { valid: false; errors: string[] };

/** Validates a document against the official schema of its root element and layout version. */
export async function validateXsd(xml: string, root: XsdRoot, version: DpsLayoutVersion): Promise<XsdResult> {
  const files = layoutFiles(version);
  const entry = `${root}_v${version}.xsd`;
  const schema = files.find((f) => f.fileName === entry);
  if (!schema) throw new Error(`Esquema ${entry} ausente em schemas/v${version}`);
  const result = await validateXML({
    xml: { fileName: 'documento.xml', contents: xml },
    schema,
    preload: files.filter((f) => f !== schema),
  });
  if (result.valid) return { valid: true };
  return { valid: false, errors: result.errors.map((e) => e.message) };
}

/** The layout version a document declares in its root's versao attribute, if it is one we hold. */
export function declaredVersion(xml: string): DpsLayoutVersion | null {
  const version = /<(?:DPS|pedRegEvento)\b[^>]*\bversao="([^"]+)"/.exec(xml)?.[1];
  return version === '1.00' || version === '1.01' ? version : null;
}
