// @vitest-environment happy-dom
import type { DocumentRecord, Folder } from '@freight/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../shared/api/apiClient';
import de from '../../shared/i18n/catalogs/de.json';
import { resetAfterEach } from '../../test/apiCalls';
import { preferDisplay } from '../../test/dateFormatPreference';
import { answer } from '../../test/mockApi';
import { renderScreen } from '../../test/renderScreen';
import { speak } from '../../test/speak';
import { FolderNavigation } from './FolderNavigation';
import { LibraryItems } from './LibraryItems';
import { useFolderHistory } from './useFolderHistory';
import '../../test/screenTestSetup';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));
resetAfterEach(callApi);

const stamp = { version: 1, created_at: '2026-03-02T09:00:00Z', updated_at: '2026-03-02T09:00:00Z' };
const folder = (values: Partial<Folder>) =>
  ({
    description: '',
    parent_folder_id: null,
    quotation_id: null,
    folder_path: '',
    ...stamp,
    ...values,
  }) as Folder;
/** The shared Logistics folder, a quotation's folder and a user's own one, as the server names them. */
const folders = [
  folder({ id: 2, user_id: null, name: 'Logistics', is_system_folder: true }),
  folder({ id: 3, user_id: null, name: 'SQ50016', is_system_folder: true, quotation_id: 9 }),
  folder({ id: 4, user_id: 1, name: 'Facturas de Valencia', is_system_folder: false }),
];
const bill = {
  id: 11,
  name: 'Conocimiento de embarque',
  file_size: 1536,
  mime_type: 'application/pdf',
  file_url: '/files/11',
  ...stamp,
} as unknown as DocumentRecord;

function library() {
  answer(callApi, {});
  renderScreen(
    <LibraryItems
      folders={folders}
      documents={[bill]}
      view="list"
      onOpenFolder={() => {}}
      onAction={() => {}}
    />,
  );
}

function Breadcrumb() {
  const history = useFolderHistory();
  const path = [
    { id: 1, name: 'Documents' },
    { id: 2, name: 'Logistics' },
    { id: 3, name: 'SQ50016' },
  ];
  return <FolderNavigation at={{ path, shared: true, history, up: () => {}, open: () => {} }} />;
}

describe('the document library', () => {
  it('names the system folders and writes file sizes in German', () => {
    speak('de', de);
    preferDisplay({ language: 'de' });
    library();
    expect(screen.getByText('Logistik')).toBeTruthy();
    expect(screen.getByText('SQ50016')).toBeTruthy();
    expect(screen.getByText('Facturas de Valencia')).toBeTruthy();
    expect(screen.getByText('1,5 KB')).toBeTruthy();
    renderScreen(<Breadcrumb />);
    const crumbs = within(screen.getByLabelText('Ordnerpfad'));
    expect(crumbs.getByText('Dokumente')).toBeTruthy();
    expect(crumbs.getByText('Logistik')).toBeTruthy();
    expect(crumbs.getByText('SQ50016')).toBeTruthy();
  });

  it('reads in English as before', () => {
    library();
    expect(screen.getByText('Logistics')).toBeTruthy();
    expect(screen.getByText('1.5 KB')).toBeTruthy();
    renderScreen(<Breadcrumb />);
    expect(screen.getByText('Documents')).toBeTruthy();
  });
});
