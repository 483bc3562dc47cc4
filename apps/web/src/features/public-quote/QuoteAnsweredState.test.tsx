// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/forms/__tests__/renderWithProviders';
import { QuoteAnsweredState } from './QuoteAnsweredState';
import '../../test/englishMessages';

describe('QuoteAnsweredState', () => {
  it('says who accepted the offer, with the PO, when the link is opened again', () => {
    renderWithProviders(
      <QuoteAnsweredState
        answer={{
          status: 'accepted',
          at: '2026-11-20T09:30:00.000Z',
          name: 'José Núñez',
          po_number: 'PO-9',
          reason: '',
        }}
      />,
    );
    const state = screen.getByTestId('public-answer');
    expect(state.textContent).toContain('Accepted by José Núñez on');
    expect(state.textContent).toContain('2026');
    expect(state.textContent).toContain('PO number PO-9');
  });

  it('says what was declined and why', () => {
    renderWithProviders(
      <QuoteAnsweredState
        answer={{
          status: 'declined',
          at: '2026-11-20T09:30:00.000Z',
          name: '',
          po_number: '',
          reason: 'Price',
        }}
      />,
    );
    expect(screen.getByTestId('public-answer').textContent).toContain('Declined on');
    expect(screen.getByTestId('public-answer').textContent).toContain('(Price)');
  });
});
