import { describe, expect, it } from 'vitest';
import { SESSION_SCRIPT_ID } from '@despacha/domain/server-render';
import { buildMe } from '../test/factories.ts';
import { takeServerSession } from './server-session.ts';

describe('takeServerSession', () => {
  it('reads the session the page came with once, and nothing from a plain page', () => {
    const me = buildMe();
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${SESSION_SCRIPT_ID}">${JSON.stringify(me)}</script>`;
    expect(takeServerSession(document)).toEqual(me);
    expect(takeServerSession(document)).toBeUndefined();
    document.body.innerHTML = '<div id="root"></div>';
    expect(takeServerSession(document)).toBeUndefined();
  });
});
