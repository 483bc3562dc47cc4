// @vitest-environment happy-dom
import { DOCUMENT_MESSAGES, type DocumentRecord, documentsApi } from '@freight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../shared/api/apiClient';
import { renderWithProviders } from '../../../shared/forms/__tests__/renderWithProviders';
import '../../../test/englishMessages';
import { QuotationDocumentRenameModal } from './QuotationDocumentRenameModal';
import '../../../test/englishMessages';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

const document = { id: 31, name: 'Factura Núñez.pdf', version: 4 } as DocumentRecord;
const rename = () => fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
const typeName = (value: string) =>
  fireEvent.change(screen.getByLabelText('File name'), { target: { value } });

describe('renaming a quotation document', () => {
  it('refuses a blank name and saves nothing', async () => {
    renderWithProviders(<QuotationDocumentRenameModal document={document} onClose={vi.fn()} />);
    expect(screen.getByLabelText('File name')).toHaveProperty('value', 'Factura Núñez');
    typeName('   ');
    rename();
    expect(await screen.findByText(DOCUMENT_MESSAGES.fileNameRequired)).toBeTruthy();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('keeps the extension, saves the new name and closes', async () => {
    vi.mocked(callApi).mockResolvedValue({});
    const onClose = vi.fn();
    renderWithProviders(<QuotationDocumentRenameModal document={document} onClose={onClose} />);
    typeName('فاتورة ٤٢');
    rename();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(vi.mocked(callApi).mock.calls[0]).toEqual([
      documentsApi.update,
      { params: { id: 31 }, body: { name: 'فاتورة ٤٢.pdf' }, ifMatch: 4 },
    ]);
  });
});
