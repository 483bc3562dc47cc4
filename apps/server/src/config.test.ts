import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  const trust = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

  it('trusts no proxy when unset, empty or off', () => {
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('off')).toBe(false);
  });

  it('takes true, a hop count, or a list of addresses and CIDRs', () => {
    expect(trust('true')).toBe(true);
    expect(trust(' 10.0.0.1, 192.168.0.0/16 ')).toEqual(['10.0.0.1', '192.168.0.0/16']);
    const hops = trust('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});
