import { describe, expect, it } from 'vitest';
import { sessionCookie } from './session-events.ts';

// The cookie read on every API request (plugins/auth.ts): it must find exactly what better-call
// finds, and give up (null, so better-auth decides) whenever that is ambiguous.
const name = 'despacha.session_token';
const signed = 'tok123.c2lnbmF0dXJl+/=';
const encoded = encodeURIComponent(signed);

describe('sessionCookie', () => {
  it('reads the token and the signed value, URL-decoded, wherever the cookie sits', () => {
    const expected = { token: 'tok123', signed };
    expect(sessionCookie(`${name}=${encoded}`, name)).toEqual(expected);
    expect(sessionCookie(`theme=dark; ${name}=${encoded}; other=1`, name)).toEqual(expected);
    expect(sessionCookie(`theme=dark;${name} = ${encoded} ;other=1`, name)).toEqual(expected);
    expect(sessionCookie(`${name}="${encoded}"`, name)).toEqual(expected);
    expect(sessionCookie(`${name}=tok.sig`, name)).toEqual({ token: 'tok', signed: 'tok.sig' });
  });

  it('ignores cookies whose names only contain the name', () => {
    expect(sessionCookie(`x.${name}=a.b; ${name}_old=c.d`, name)).toBeNull();
    expect(sessionCookie(`__Secure-${name}=a.b; ${name}=${encoded}`, name)).toEqual({ token: 'tok123', signed });
    expect(sessionCookie(`${name}_old=c.d; ${name}=${encoded}`, name)).toEqual({ token: 'tok123', signed });
  });

  it('gives up on two cookies of the name, an unsigned value or none at all', () => {
    expect(sessionCookie(`${name}=a.b; ${name}=c.d`, name)).toBeNull();
    expect(sessionCookie(`${name}=unsigned`, name)).toBeNull();
    expect(sessionCookie(`${name}=.sig`, name)).toBeNull();
    expect(sessionCookie(`${name}=`, name)).toBeNull();
    expect(sessionCookie('theme=dark', name)).toBeNull();
    expect(sessionCookie(undefined, name)).toBeNull();
  });

  it('reads a long value (past what is remembered) the same, every time', () => {
    const long = `${'t'.repeat(300)}.${'s%2B'.repeat(10)}`;
    const expected = { token: 't'.repeat(300), signed: `${'t'.repeat(300)}.${'s+'.repeat(10)}` };
    expect(sessionCookie(`${name}=${long}`, name)).toEqual(expected);
    expect(sessionCookie(`${name}=${long}`, name)).toEqual(expected);
  });

  it('keeps a value that is not valid URL encoding as it came', () => {
    expect(sessionCookie(`${name}=tok.%E0%A4%A`, name)).toEqual({ token: 'tok', signed: 'tok.%E0%A4%A' });
  });
});
