import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorPaths, firstTabError, tabErrorCounts } from './tab-errors.ts';

type Tab = 'a' | 'b';
const tabOf = (path: string): Tab | undefined => (path.startsWith('a.') ? 'a' : path.startsWith('b.') ? 'b' : undefined);

describe('tab errors', () => {
  it('lists the paths of nested errors and counts them per tab', () => {
    const paths = errorPaths({
      b: { x: { type: 'required', message: 'x' } },
      a: { y: { type: 'custom', message: 'y' }, list: [undefined, { z: { type: 'min', message: 'z' } }] },
      top: { type: 'server', message: 't' },
    } as never);
    expect(paths).toEqual(['b.x', 'a.y', 'a.list.1.z', 'top']);
    expect(tabErrorCounts(paths, tabOf)).toEqual({ a: 2, b: 1 });
  });

  it('picks the first error by tab order, then by the page, not by the order of the errors', () => {
    const { container } = render(
      <form>
        <div>
          <input name="b.first" />
          <input name="b.second" />
        </div>
        <div>
          <input name="a.first" />
          <input name="a.second" />
        </div>
      </form>,
    );
    expect(firstTabError(['b.second', 'a.second', 'a.first', 'b.first'], ['a', 'b'], tabOf, container)).toEqual({ path: 'a.first', tab: 'a' });
    expect(firstTabError(['b.second', 'b.first'], ['a', 'b'], tabOf, container)).toEqual({ path: 'b.first', tab: 'b' });
    // A field not on the page comes after those that are, a field on no tab last.
    expect(firstTabError(['top', 'a.gone', 'a.second'], ['a', 'b'], tabOf, container)).toEqual({ path: 'a.second', tab: 'a' });
    expect(firstTabError(['top', 'a.gone'], ['a', 'b'], tabOf, container)).toEqual({ path: 'a.gone', tab: 'a' });
    expect(firstTabError([], ['a', 'b'], tabOf, container)).toBeUndefined();
  });
});
