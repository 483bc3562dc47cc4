// @vitest-environment happy-dom
import type { DocumentRecord, Folder } from '@freight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../test/englishMessages';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import { renderWithProviders } from '../../shared/forms/__tests__/renderWithProviders';
import { serveTypedClient } from '../../shared/forms/__tests__/serveTypedClient';
import { page } from '../../test/mockApi';
import { NewFolderModal } from './NewFolderModal';
import { RenameItemModal } from './RenameItemModal';
import { ShareDocumentModal } from './ShareDocumentModal';
import '../../test/englishMessages';

// Mantine's autosizing Textarea listens for web fonts, which happy-dom does not have.
Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

/** The typed client answering by `METHOD /path`, recording what was sent. */
const serve = (answers: Parameters<typeof serveTypedClient>[1]) => serveTypedClient(callApi, answers);

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const typeInto = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

describe('New Folder', () => {
  it('says the name is required and creates nothing without it', async () => {
    const sent = serve({});
    renderWithProviders(<NewFolderModal parentId={3} opened onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Folder' }));
    expect(await screen.findByText('Folder name is required')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates the folder inside the one shown, with the trimmed name', async () => {
    const sent = serve({ 'POST /folders': () => ({ id: 9 }) });
    const onClose = vi.fn();
    renderWithProviders(<NewFolderModal parentId={3} opened onClose={onClose} />);
    typeInto(/Folder Name/, '  Facturas 2026 — Dubái ');
    fireEvent.click(screen.getByRole('button', { name: 'Create Folder' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Facturas 2026 — Dubái',
      parent_folder_id: 3,
    });
  });
});

const folder = { id: 5, name: 'Aduanas', description: '', version: 4 } as unknown as Folder;

describe('Rename', () => {
  it('says the name is required when it is cleared', async () => {
    const sent = serve({});
    renderWithProviders(<RenameItemModal item={{ kind: 'folder', folder }} onClose={() => {}} />);
    typeInto(/Name/, '  ');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Folder name is required')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('sends the new name with the version it was loaded with', async () => {
    const sent = serve({ 'PUT /folders/:id': () => ({ ...folder, version: 5 }) });
    const onClose = vi.fn();
    renderWithProviders(<RenameItemModal item={{ kind: 'folder', folder }} onClose={onClose} />);
    typeInto(/Name/, 'الجمارك');
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((call) => call.method === 'PUT')).toMatchObject({
      body: { name: 'الجمارك' },
      ifMatch: 4,
    });
  });

  it("after a 412 shows the colleague's name beside the user's, and renames on their version", async () => {
    let puts = 0;
    const sent = serve({
      'PUT /folders/:id': () => {
        puts += 1;
        if (puts === 1) throw new ApiError(412, 'PRECONDITION_FAILED', 'Version mismatch');
        return { ...folder, version: 8 };
      },
      'GET /folders/:id': () => ({ ...folder, name: 'Aduanas Jebel Ali', version: 7 }),
    });
    const onClose = vi.fn();
    renderWithProviders(<RenameItemModal item={{ kind: 'folder', folder }} onClose={onClose} />);
    typeInto(/Name/, 'Aduanas Sevilla');
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Aduanas Jebel Ali')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Keep mine/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.filter((call) => call.method === 'PUT').at(-1)).toMatchObject({
      body: { name: 'Aduanas Sevilla' },
      ifMatch: 7,
    });
  });
});

describe('Share by link', () => {
  const doc = { id: 21, name: 'Factura-١٢.pdf', version: 2 } as unknown as DocumentRecord;

  it('makes a link for seven days unless changed, and shows it once', async () => {
    const sent = serve({
      'GET /document_shares': () => page([]),
      'POST /document_shares': () => ({ id: 1, url: '/s/abc123' }),
    });
    renderWithProviders(<ShareDocumentModal document={doc} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Link' }));
    expect(((await screen.findByLabelText('Share link')) as HTMLInputElement).value).toContain('/s/abc123');
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      document_id: 21,
      expires_in_days: 7,
    });
  });

  it('says the expiry must be a number when it is cleared, and makes no link', async () => {
    const sent = serve({ 'GET /document_shares': () => page([]) });
    renderWithProviders(<ShareDocumentModal document={doc} onClose={() => {}} />);
    typeInto(/Expires after/, '');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Link' }));
    expect(await screen.findByText(/Expiry in days/)).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
