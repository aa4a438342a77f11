export type Option<V extends string = string> = { value: V; label: string };

export const valuesOf = <V extends string>(options: readonly Option<V>[]) => options.map((o) => o.value) as [V, ...V[]];

export function labelOf(options: readonly Option[], value: string | null | undefined, fallback = ''): string {
  return options.find((o) => o.value === value)?.label ?? fallback;
}
