import type { IndexHtmlTransformContext, Plugin } from 'vite';

/**
 * A build plugin that rewrites one HTML entry (`html`, by its file name's end) once Vite has
 * written its own tags into it, with the entry's chunk and the bundle at hand.
 */
export function builtHtmlPlugin(
  name: string,
  html: string,
  transform: (source: string, entry: Pick<IndexHtmlTransformContext, 'chunk' | 'bundle'>) => string,
): Plugin {
  return {
    name,
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (source, context) => (context.filename.endsWith(html) ? transform(source, context) : source),
    },
  };
}
