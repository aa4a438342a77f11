import { describe, expect, it } from 'vitest';
import { maskTime } from './masks.ts';

describe('maskTime', () => {
  it('writes hh:mm from digits, without a trailing colon', () => {
    expect(maskTime('')).toBe('');
    expect(maskTime('1')).toBe('1');
    expect(maskTime('14')).toBe('14');
    expect(maskTime('143')).toBe('14:3');
    expect(maskTime('1430')).toBe('14:30');
  });

  it('tidies pasted or over-long text and accepts its own output', () => {
    expect(maskTime('14:30')).toBe('14:30');
    expect(maskTime('14h30')).toBe('14:30');
    expect(maskTime('143059')).toBe('14:30');
    expect(maskTime(' 14 : 30 ')).toBe('14:30');
    expect(maskTime(maskTime('0800'))).toBe('08:00');
  });

  it('takes a typed colon (or h) as the end of the hour', () => {
    expect(maskTime('9:')).toBe('09:');
    expect(maskTime('9:05')).toBe('09:05');
    expect(maskTime('9h05')).toBe('09:05');
    expect(maskTime('14:')).toBe('14:');
    expect(maskTime(':30')).toBe('30');
    expect(maskTime('09:05')).toBe('09:05');
  });

  it('only shapes: an impossible hour is left for the contract to refuse', () => {
    expect(maskTime('2561')).toBe('25:61');
  });
});
