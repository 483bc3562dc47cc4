// @vitest-environment happy-dom
import type { Interaction } from '@freight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import fr from '../../shared/i18n/catalogs/fr.json';
import { answer } from '../../test/mockApi';
import { renderScreen } from '../../test/renderScreen';
import { speak } from '../../test/speak';
import '../../test/screenTestSetup';
import { InteractionForm } from './InteractionForm';
import { interactionFormValues, newInteractionValues } from './interactionFormValues';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

const contact = { id: 7, name: 'José', last_name: 'Núñez', display_name: 'José Núñez', version: 1 };
const stored: Interaction = {
  id: 31,
  date: '2026-05-04',
  contact_id: 7,
  contact_name: 'José Núñez',
  contact_company: 'Logística SA',
  subject: 'Factura pendiente',
  description: 'Pide la factura de mayo',
  channel: 'WhatsApp',
  category: 'Information',
  status: 'Open',
  interaction_type: 'Inbound',
  attachments: [],
  created_by: 1,
  version: 2,
  created_at: '2026-05-04T09:00:00Z',
  updated_at: '2026-05-04T09:00:00Z',
};

const lastBody = () => vi.mocked(callApi).mock.calls.at(-1)?.[1];

describe('interaction form', () => {
  it('names each missing field and sends nothing', async () => {
    const calls = answer(callApi, {});
    renderScreen(<InteractionForm initialValues={newInteractionValues(null)} />, '/support/new');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please select a contact')).toBeTruthy();
    expect(screen.getByText('Please enter a subject')).toBeTruthy();
    expect(screen.getByText('Please enter a description')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates the interaction and goes back to the list', async () => {
    answer(callApi, { 'GET /contacts/:id': contact, 'POST /client_interactions': stored });
    const view = renderScreen(<InteractionForm initialValues={newInteractionValues(7)} />, '/support/new');
    type('Subject', 'Factura pendiente');
    type('Description', 'Pide la factura de mayo');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(view.address()).toBe('/support'));
    expect(lastBody()).toMatchObject({
      body: { contact_id: 7, subject: 'Factura pendiente', description: 'Pide la factura de mayo' },
    });
  });

  it("after a 412 merges the colleague's save and sends the next save on their version", async () => {
    const theirs = { ...stored, version: 3, status: 'Resolved' as const };
    let refused = false;
    answer(callApi, {
      'GET /contacts/:id': contact,
      'GET /client_interactions/:id': theirs,
      'PUT /client_interactions/:id': () => {
        if (refused) return { ...theirs, version: 4 };
        refused = true;
        throw new ApiError(412, 'PRECONDITION_FAILED', 'Version mismatch');
      },
    });
    const view = renderScreen(
      <InteractionForm initialValues={interactionFormValues(stored)} record={stored} />,
      '/support/edit/31',
    );
    type('Subject', 'Factura de mayo pendiente');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Someone else saved this interaction after you opened it.')).toBeTruthy();
    expect(field('Subject').value).toBe('Factura de mayo pendiente');
    expect(view.address()).toBe('/support/edit/31');

    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(view.address()).toBe('/support'));
    expect(lastBody()).toMatchObject({
      ifMatch: 3,
      body: { subject: 'Factura de mayo pendiente', status: 'Resolved' },
    });
  });
});

describe('the interaction form in French', () => {
  it('names each missing field in French, and its choices in the office’s words', async () => {
    speak('fr', fr);
    answer(callApi, {});
    renderScreen(<InteractionForm initialValues={newInteractionValues(null)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Choisissez un contact')).toBeTruthy();
    expect(screen.getByText('Saisissez un objet')).toBeTruthy();
    // The label names the select's input and its list of options: the value is the input's.
    const choice = (label: string) =>
      screen.getAllByLabelText(label).find((element) => element instanceof HTMLInputElement)?.value;
    expect(choice('Canal')).toBe('E-mail');
    expect(choice('Type')).toBe('Entrant');
  });
});
