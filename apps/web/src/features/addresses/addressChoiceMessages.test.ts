import {
  ADDRESS_TYPES,
  ADVANCE_NOTICE_LABELS,
  ADVANCE_NOTICE_PERIODS,
  ELEVATOR_CAPACITIES,
  ELEVATOR_CAPACITY_LABELS,
} from '@freight/domain';
import { describe, expect, it } from 'vitest';
import de from '../../shared/i18n/catalogs/de.json';
import en from '../../shared/i18n/catalogs/en.json';
import {
  ADDRESS_TYPE_MESSAGES,
  ADVANCE_NOTICE_MESSAGES,
  ELEVATOR_CAPACITY_MESSAGES,
} from './addressChoiceMessages';

describe("an address's choices", () => {
  it('read in English as the domain names them', () => {
    for (const type of ADDRESS_TYPES) expect(en[ADDRESS_TYPE_MESSAGES[type]]).toBe(type);
    for (const period of ADVANCE_NOTICE_PERIODS)
      expect(en[ADVANCE_NOTICE_MESSAGES[period]]).toBe(ADVANCE_NOTICE_LABELS[period]);
    for (const size of ELEVATOR_CAPACITIES)
      expect(en[ELEVATOR_CAPACITY_MESSAGES[size]]).toBe(ELEVATOR_CAPACITY_LABELS[size]);
  });

  it('read in German in the trade’s words', () => {
    expect(de[ADDRESS_TYPE_MESSAGES.Warehouse]).toBe('Lager');
    expect(de[ELEVATOR_CAPACITY_MESSAGES.freight]).toBe('Lastenaufzug');
  });
});
