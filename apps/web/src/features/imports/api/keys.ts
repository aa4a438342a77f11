/** Every imports query starts with this key: a new or changed run invalidates the history. */
export const importsKey = ['imports'] as const;
export const importListKey = [...importsKey, 'list'] as const;
export const importRunKey = (id: string) => [...importsKey, 'run', id] as const;
