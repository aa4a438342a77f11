import { describe, expect, it } from 'vitest';
import { systemStatusOf } from './constants.ts';

describe('systemStatusOf', () => {
  it('is maintenance first, issues when any check is not online, online otherwise', () => {
    expect(systemStatusOf([{ status: 'online' }, { status: 'online' }], false)).toBe('online');
    expect(systemStatusOf([{ status: 'online' }, { status: 'warning' }], false)).toBe('issues');
    expect(systemStatusOf([{ status: 'error' }], false)).toBe('issues');
    expect(systemStatusOf([{ status: 'error' }], true)).toBe('maintenance');
  });
});
