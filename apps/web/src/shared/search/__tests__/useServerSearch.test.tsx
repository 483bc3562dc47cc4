// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../forms/__tests__/renderWithProviders';
import { SEARCH_DELAY_MS } from '../../list/searchDelay';
import { useServerSearch } from '../useServerSearch';

/** A request the test answers when it wants, to put answers out of order. */
interface PendingRequest {
  text: string;
  signal: AbortSignal;
  answer: (options: string[]) => void;
}

function controlledServer() {
  const requests: PendingRequest[] = [];
  const fetch = vi.fn(
    (text: string, signal: AbortSignal) =>
      new Promise<string[]>((resolve) => requests.push({ text, signal, answer: resolve })),
  );
  const request = async (text: string) => {
    await waitFor(() => expect(requests.map((r) => r.text)).toContain(text));
    return requests.find((r) => r.text === text)!;
  };
  return { fetch, request };
}

function SearchBox({ fetch }: { fetch: (text: string, signal: AbortSignal) => Promise<string[]> }) {
  const [typed, setTyped] = useState('');
  const search = useServerSearch({ typed, queryKey: (text) => ['test-search', text], fetch, minLength: 1 });
  return (
    <>
      <input aria-label="Search" value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
      <ul aria-label="Options">
        {search.options.map((option) => (
          <li key={option}>{option}</li>
        ))}
      </ul>
      {search.loading && <output>Loading</output>}
      {search.answeredText !== undefined && <p>Answer for {search.answeredText}</p>}
    </>
  );
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('Search'), { target: { value: text } });
const shownOptions = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('useServerSearch', () => {
  it('asks once typing pauses, for the trimmed text, and not for an empty box', async () => {
    const server = controlledServer();
    renderWithProviders(<SearchBox fetch={server.fetch} />);
    type('Jo');
    type('José ');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS / 2));
    expect(server.fetch).not.toHaveBeenCalled();
    (await server.request('José')).answer(['José Núñez']);
    expect(await screen.findByText('José Núñez')).toBeTruthy();
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('never lets a slow older answer replace a newer one', async () => {
    const server = controlledServer();
    renderWithProviders(<SearchBox fetch={server.fetch} />);
    type('Ana');
    const slow = await server.request('Ana');
    type('Ana B');
    const fast = await server.request('Ana B');
    fast.answer(['Ana Beltrán']);
    expect(await screen.findByText('Answer for Ana B')).toBeTruthy();
    // The first request was cancelled when its text was left, and its late answer changes nothing.
    expect(slow.signal.aborted).toBe(true);
    slow.answer(['Ana López', 'Ana Beltrán', 'Anatoli Ivanov']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shownOptions()).toEqual(['Ana Beltrán']);
    expect(screen.getByText('Answer for Ana B')).toBeTruthy();
  });

  it('keeps the last options on screen while the next answer loads', async () => {
    const server = controlledServer();
    renderWithProviders(<SearchBox fetch={server.fetch} />);
    type('فاطمة');
    (await server.request('فاطمة')).answer(['فاطمة الزهراء', 'فاطمة علي']);
    await waitFor(() => expect(shownOptions()).toEqual(['فاطمة الزهراء', 'فاطمة علي']));
    type('فاطمة ع');
    expect(screen.getByText('Loading')).toBeTruthy();
    const next = await server.request('فاطمة ع');
    expect(shownOptions()).toEqual(['فاطمة الزهراء', 'فاطمة علي']);
    expect(screen.getByText('Answer for فاطمة')).toBeTruthy();
    next.answer(['فاطمة علي']);
    await waitFor(() => expect(shownOptions()).toEqual(['فاطمة علي']));
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
