/** Every reports query starts with this key: a new run invalidates the history. */
export const reportsKey = ['reports'] as const;
export const reportRunsKey = [...reportsKey, 'runs'] as const;
