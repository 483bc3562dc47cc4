// @vitest-environment happy-dom
import type { SearchGroup } from '@freight/domain';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preferDisplay } from '../../test/dateFormatPreference';
import '../../test/screenTestSetup';
import { renderScreen } from '../../test/renderScreen';
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
      route: '/interactions/7',
    },
  ],
};

function showResults() {
  renderScreen(
    <SearchResults
      groups={[INTERACTIONS]}
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
});
