// @vitest-environment happy-dom
import type { SearchGroup } from '@freight/domain';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import de from '../../shared/i18n/catalogs/de.json';
import { preferDisplay } from '../../test/dateFormatPreference';
import '../../test/screenTestSetup';
import { renderScreen } from '../../test/renderScreen';
import { speak } from '../../test/speak';
import { SearchResults } from './SearchResults';

const INTERACTIONS: SearchGroup = {
  kind: 'interaction',
  total: 1,
  capped: false,
  hits: [
    {
      id: 7,
      title: 'Flete marítimo Valencia',
      subtitle: 'José Núñez · Naviera Ibérica · 2026-03-04',
      subtitle_parts: [
        { kind: 'text', value: 'José Núñez' },
        { kind: 'text', value: 'Naviera Ibérica' },
        { kind: 'date', value: '2026-03-04' },
      ],
      route: '/interactions/7',
    },
  ],
};

/** A shipment in transit and a done urgent task: their subtitles carry codes the screen words. */
const CODED: SearchGroup[] = [
  {
    kind: 'shipment',
    total: 1,
    capped: false,
    hits: [
      {
        id: 3,
        title: 'SH00003',
        subtitle: 'Azulejos Castellón SL · BK-881 · In transit',
        subtitle_parts: [
          { kind: 'text', value: 'Azulejos Castellón SL' },
          { kind: 'text', value: 'BK-881' },
          { kind: 'shipment_status', value: 'InTransit' },
        ],
        route: '/shipments/3',
      },
    ],
  },
  {
    kind: 'task',
    total: 1,
    capped: false,
    hits: [
      {
        id: 9,
        title: 'Zollpapiere prüfen',
        subtitle: 'Urgent priority · Completed',
        subtitle_parts: [
          { kind: 'task_priority', value: 'urgent' },
          { kind: 'task_state', value: 'completed' },
        ],
        route: '/task-manager?task=9',
      },
    ],
  },
];

function showResults(groups: SearchGroup[] = [INTERACTIONS]) {
  renderScreen(
    <SearchResults
      groups={groups}
      text="flete"
      activeKey={undefined}
      listboxId="results"
      onHover={() => {}}
      onOpen={() => {}}
    />,
  );
}

describe('Ctrl+K results', () => {
  it("write an interaction's day in the user's DD/MM/YYYY format", () => {
    preferDisplay({ date_format: 'DD/MM/YYYY' });
    showResults();
    expect(screen.getByText('José Núñez · Naviera Ibérica · 04/03/2026')).toBeTruthy();
    expect(
      screen.getByRole('option', {
        name: 'Flete marítimo Valencia, José Núñez · Naviera Ibérica · 04/03/2026',
      }),
    ).toBeTruthy();
  });

  it('and in YYYY-MM-DD or MM-DD-YYYY when those are chosen', () => {
    preferDisplay({ date_format: 'MM-DD-YYYY' });
    showResults();
    expect(screen.getByText('José Núñez · Naviera Ibérica · 03-04-2026')).toBeTruthy();
    cleanup();
    preferDisplay({ date_format: 'YYYY-MM-DD' });
    showResults();
    expect(screen.getByText('José Núñez · Naviera Ibérica · 2026-03-04')).toBeTruthy();
  });

  it('words statuses and priorities in English from their codes', () => {
    showResults(CODED);
    expect(screen.getByText('Azulejos Castellón SL · BK-881 · In transit')).toBeTruthy();
    expect(screen.getByText('Urgent priority · Completed')).toBeTruthy();
  });

  it("words statuses, priorities and days in the reader's language (German)", () => {
    preferDisplay({ date_format: 'DD/MM/YYYY' });
    speak('de', de);
    showResults([INTERACTIONS, ...CODED]);
    expect(screen.getByText('Azulejos Castellón SL · BK-881 · Unterwegs')).toBeTruthy();
    expect(screen.getByText('Priorität: Dringend · Erledigt')).toBeTruthy();
    expect(screen.getByText('José Núñez · Naviera Ibérica · 04/03/2026')).toBeTruthy();
  });
});
