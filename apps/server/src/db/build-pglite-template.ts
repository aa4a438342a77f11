import { buildTemplate, defaultTemplateDir, templateIsCurrent } from './pglite-template.ts';
import { migrateEmbedded } from './client.ts';

/** Entry of scripts/build-server.mjs: (re)makes the template unless the current one still holds. */
export async function ensureTemplate(templateDir = defaultTemplateDir): Promise<'kept' | 'built'> {
  if (templateIsCurrent(templateDir)) return 'kept';
  await buildTemplate(migrateEmbedded, templateDir);
  return 'built';
}
