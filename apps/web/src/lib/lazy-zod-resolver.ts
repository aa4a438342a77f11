import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * zodResolver over a contract that is imported on demand. zod (with @hookform/resolvers)
 * is ~25 KB gzipped; loading it at the first interaction keeps /login inside its 150 KB
 * budget. `preload` starts the download early (first key or pointer press in the form).
 */
export function lazyZodResolver<TValues extends FieldValues, TOutput extends FieldValues = TValues>(loadSchema: () => Promise<unknown>) {
  let pending: Promise<Resolver<TValues, unknown, TOutput>> | null = null;

  const load = () => {
    pending ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) =>
        // The schema is one of the domain's zod contracts; its type is checked where it is chosen.
        zodResolver(schema as Parameters<typeof zodResolver>[0]) as unknown as Resolver<TValues, unknown, TOutput>,
    );
    pending.catch(() => {
      pending = null; // a failed download is retried on the next validation
    });
    return pending;
  };

  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) => (await load())(values, context, options);

  return { resolver, preload: () => void load() };
}
