/** Every users query starts with this key: any change invalidates them all. */
export const usersKey = ['users'] as const;
