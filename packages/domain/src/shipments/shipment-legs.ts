import { z } from 'zod';
import { choiceValues } from '../shared/choices';

/** The part of the journey a leg is: to the main carrier, the main carriage, or from it to the consignee. */
export const LEG_KIND_LABELS = {
  pre_carriage: 'Pre-carriage',
  main: 'Main carriage',
  on_carriage: 'On-carriage',
} as const;
export const LEG_KINDS = choiceValues(LEG_KIND_LABELS);
type LegKind = (typeof LEG_KINDS)[number];

/** What a planned-time rule needs of a leg. */
export interface LegTimes {
  sequence: number;
  kind: LegKind;
  etd: string | null;
  eta: string | null;
  atd?: string | null;
  ata?: string | null;
}

/** The leg times a milestone's planned time can follow. */
export type LegTime = 'etd' | 'eta' | 'atd' | 'ata';

/** Which leg a milestone's planned time follows: the first, the main carriage, or the last. */
export type LegAnchor = 'first' | 'main' | 'last';

/** The leg an anchor names: by sequence for first and last; the main carriage is the first main leg, else the first. */
export function legAt<L extends LegTimes>(legs: readonly L[], anchor: LegAnchor): L | undefined {
  const ordered = [...legs].sort((a, b) => a.sequence - b.sequence);
  if (anchor === 'first') return ordered[0];
  if (anchor === 'last') return ordered[ordered.length - 1];
  return ordered.find((leg) => leg.kind === 'main') ?? ordered[0];
}

export const legKindSchema = z.enum(LEG_KINDS, {
  error: `Kind must be one of ${LEG_KINDS.map((k) => LEG_KIND_LABELS[k]).join(', ')}`,
});
