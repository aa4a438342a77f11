import { describe, expect, it } from 'vitest';
import { linkExpiry, whatsappMobile, whatsappUrl } from './present.ts';

describe('whatsappMobile', () => {
  it('takes Brazilian mobiles as stored or typed', () => {
    expect(whatsappMobile('21987654321')).toBe('21987654321');
    expect(whatsappMobile('(21) 98765-4321')).toBe('21987654321');
    expect(whatsappMobile('+55 21 98765-4321')).toBe('21987654321');
  });
  it('refuses landlines, short numbers and empty values', () => {
    expect(whatsappMobile('2133334444')).toBeNull();
    expect(whatsappMobile('2187654321')).toBeNull();
    expect(whatsappMobile('')).toBeNull();
  });
  it('builds the wa.me address with the text encoded', () => {
    expect(whatsappUrl('21987654321', 'Olá & até')).toBe('https://wa.me/5521987654321?text=Ol%C3%A1%20%26%20at%C3%A9');
  });
});

describe('linkExpiry', () => {
  it('is 30 days after completion, none while the service is open', () => {
    expect(linkExpiry(null)).toBeNull();
    expect(linkExpiry(new Date('2026-11-01T12:00:00Z'))?.toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });
});
