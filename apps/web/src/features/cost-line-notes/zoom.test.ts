import { describe, expect, it } from 'vitest';
import { clampZoom, keyZoom, wheelZoom } from './zoom';

describe('image viewer zoom', () => {
  it('keys step by 1.5 and 0 resets', () => {
    expect(keyZoom(1, '+')).toBe(1.5);
    expect(keyZoom(1.5, '-')).toBe(1);
    expect(keyZoom(3, '0')).toBe(1);
    expect(keyZoom(1, 'a')).toBeUndefined();
  });
  it('the wheel steps by 0.9 down and 1.1 up', () => {
    expect(wheelZoom(1, 100)).toBeCloseTo(0.9);
    expect(wheelZoom(1, -100)).toBeCloseTo(1.1);
  });
  it('stays within 0.1 and 5', () => {
    expect(clampZoom(0.01)).toBe(0.1);
    expect(clampZoom(9)).toBe(5);
    expect(keyZoom(4, '+')).toBe(5);
    expect(wheelZoom(0.1, 100)).toBe(0.1);
  });
});
