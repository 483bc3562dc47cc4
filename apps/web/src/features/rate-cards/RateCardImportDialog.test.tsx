// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/forms/__tests__/renderWithProviders';
import { RateCardImportDialog } from './RateCardImportDialog';
import '../../test/englishMessages';

afterEach(() => vi.unstubAllGlobals());

/** The server's answer to the import, and what it was sent. */
function answerImport(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function chooseFile(text: string) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File([text], 'tarifas-kuwait.csv', { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
}

const importButton = () => screen.getByRole('button', { name: 'Import' });

describe('RateCardImportDialog', () => {
  it('asks for a file before sending anything', async () => {
    const fetch = answerImport(200, { imported: 1 });
    renderWithProviders(<RateCardImportDialog opened onClose={() => {}} />);
    fireEvent.click(importButton());
    expect(await screen.findByText('Choose a CSV file to import')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the file as CSV, says how many were imported and closes', async () => {
    const fetch = answerImport(200, { imported: 2 });
    const onClose = vi.fn();
    renderWithProviders(<RateCardImportDialog opened onClose={onClose} />);
    chooseFile('carrier,origin_code\nAl-Mulla Cargo,KWI\n');
    fireEvent.click(importButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('2 rate cards were imported.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/1/rate_cards/import');
    expect(init.body).toContain('Al-Mulla Cargo');
  });

  it('shows the refusal by its code, with every problem by row and column', async () => {
    answerImport(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'The file has 1 problem; nothing was imported',
        rows: [{ row: 2, column: 'currency', message: 'Currency must be a 3-letter ISO code' }],
      },
    });
    const onClose = vi.fn();
    renderWithProviders(<RateCardImportDialog opened onClose={onClose} />);
    chooseFile('carrier,currency\nAñil Transportes,EURO\n');
    fireEvent.click(importButton());
    expect(await screen.findByText('The file has 1 problem; nothing was imported')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Import problems' }).textContent).toContain('currency');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the import failed, not the server’s words, when the server broke', async () => {
    answerImport(500, { error: { code: 'INTERNAL', message: 'relation "rate_cards" does not exist' } });
    renderWithProviders(<RateCardImportDialog opened onClose={() => {}} />);
    chooseFile('carrier\nDHL\n');
    fireEvent.click(importButton());
    expect(await screen.findByText('The import failed. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/relation/)).toBeNull();
  });
});
