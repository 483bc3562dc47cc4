// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import { downloadFromApi } from '../../shared/api/downloadFromApi';
import { resetAfterEach } from '../../test/apiCalls';
import { answer } from '../../test/mockApi';
import { renderScreen } from '../../test/renderScreen';
import '../../test/screenTestSetup';
import { JournalExportButton } from './JournalExportButton';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));
vi.mock('../../shared/api/downloadFromApi', () => ({ downloadFromApi: vi.fn() }));
resetAfterEach(callApi);

function typeDate(label: string, value: string) {
  const input = screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
  input.focus();
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('the Journal (CSV) export of the Invoices screen', () => {
  it('names a period that ends before it starts, then downloads the chosen period', async () => {
    answer(callApi, {});
    const download = vi.mocked(downloadFromApi).mockResolvedValue();
    renderScreen(<JournalExportButton />, '/invoices');
    fireEvent.click(await screen.findByRole('button', { name: 'Journal (CSV)' }));
    typeDate('From date', '2026-05-01');
    typeDate('To date', '2026-04-30');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('To date must be on or after the From date')).toBeTruthy();
    expect(download).not.toHaveBeenCalled();
    typeDate('To date', '2026-05-31');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith(
        '/exports/journal.csv?from=2026-05-01&to=2026-05-31',
        'journal-2026-05-01-to-2026-05-31.csv',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's reason when the export is refused (a missing exchange rate)", async () => {
    answer(callApi, {});
    const message = 'No exchange rate KWD→USD in force on 2026-05-03 for INV-2026-00007: add it';
    vi.mocked(downloadFromApi).mockRejectedValue(new ApiError(409, 'CONFLICT', message));
    renderScreen(<JournalExportButton />, '/invoices');
    fireEvent.click(await screen.findByRole('button', { name: 'Journal (CSV)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
