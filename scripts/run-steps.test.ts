import { describe, expect, it } from 'vitest';
import { stepTable } from './run-steps';

describe('stepTable', () => {
  it('lists each step that ran with its wall and CPU time, and which failed', () => {
    const table = stepTable([
      { step: 'checks', code: 0, wallSeconds: 312.4, cpuSeconds: 141 },
      { step: 'test:unit', code: 1, wallSeconds: 494, cpuSeconds: 610.5 },
    ]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[1]).toMatch(/^checks\s+312\.4 s\s+141\.0 s CPU\s+passed$/);
    expect(table[2]).toMatch(/^test:unit\s+494\.0 s\s+610\.5 s CPU\s+failed \(1\)$/);
  });
});
