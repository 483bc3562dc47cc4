import { describe, expect, it } from 'vitest';
import { QUOTE_READINESS_MESSAGES as M, quoteReadiness } from './quote-readiness';

const ready = {
  pricedLines: 2,
  total: 1250.5,
  cargoLines: 1,
  hasOriginAddress: true,
  hasDestinationAddress: true,
  originCode: 'CNSHA',
  destinationCode: 'DEHAM',
};

describe('quoteReadiness', () => {
  it('has nothing missing and nothing to warn about for a priced door-to-door quote', () => {
    expect(quoteReadiness(ready)).toEqual({ missing: [], warnings: [] });
  });

  it('misses a priced line and a total above zero on an empty quote', () => {
    const empty = { ...ready, pricedLines: 0, total: 0 };
    expect(quoteReadiness(empty).missing).toEqual([M.noPricedLine, M.zeroTotal]);
    expect(M.notReady(quoteReadiness(empty).missing)).toBe(
      'This quote cannot be sent yet. It needs a priced cost line (a line with an amount above zero) and a total above zero.',
    );
    expect(quoteReadiness({ ...ready, total: 0 }).missing).toEqual([M.zeroTotal]);
  });

  it('warns, without blocking, about missing addresses (naming the port when there is one) and cargo', () => {
    const portToPort = { ...ready, hasOriginAddress: false, hasDestinationAddress: false, cargoLines: 0 };
    expect(quoteReadiness(portToPort)).toEqual({
      missing: [],
      warnings: [M.noPickup('CNSHA'), M.noDelivery('DEHAM'), M.noCargo],
    });
    const nowhere = { ...portToPort, originCode: '', destinationCode: '' };
    expect(quoteReadiness(nowhere).warnings).toEqual([M.noOrigin, M.noDestination, M.noCargo]);
  });
});
