// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import de from '../../../shared/i18n/catalogs/de.json';
import { answer } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import { speak } from '../../../test/speak';
import '../../../test/screenTestSetup';
import { ContactCreateForm } from './ContactCreateForm';
import { ContactEditForm } from './ContactEditForm';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

// A required field's label ends with its asterisk.
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

const stored = {
  id: 12,
  version: 3,
  name: 'José',
  last_name: 'Núñez',
  display_name: 'José Núñez',
  company_name: 'Logística SA',
  city: 'Sevilla',
  email: 'jose@logistica.es',
  status: 'Active',
} as never;

describe('Add New Contact form', () => {
  it('names the missing first name and sends nothing', async () => {
    const calls = answer(callApi, {});
    renderScreen(<ContactCreateForm onCancel={() => {}} onCreated={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Contact' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates the contact with what was typed', async () => {
    const calls = answer(callApi, { 'POST /contacts': { ...(stored as object), name: 'فاطمة' } });
    const onCreated = vi.fn();
    renderScreen(<ContactCreateForm onCancel={() => {}} onCreated={onCreated} />);
    type('First name', 'فاطمة');
    type('Email', 'fatima@example.ae');
    fireEvent.click(screen.getByRole('button', { name: 'Create Contact' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(calls.some((call) => call.method === 'POST' && call.path === '/contacts')).toBe(true);
    expect(vi.mocked(callApi).mock.calls.at(-1)?.[1]).toMatchObject({
      body: { name: 'فاطمة', email: 'fatima@example.ae' },
    });
  });
});

const twin = {
  id: 31,
  name: 'José',
  last_name: 'Núñez',
  display_name: 'José Núñez',
  company_name: 'Logística SA',
  email: 'ventas@logistica.es',
};

describe('the same e-mail as another contact', () => {
  it('is asked about by the buttons, naming that contact, and Save anyway creates it', async () => {
    const calls = answer(callApi, {
      'GET /contacts/email-check': { contacts: [twin] },
      'POST /contacts': { ...(stored as object), id: 40, name: 'Carmen' },
    });
    const onCreated = vi.fn();
    renderScreen(<ContactCreateForm onCancel={() => {}} onCreated={onCreated} />);
    type('First name', 'Carmen');
    type('Email', 'Ventas@Logistica.es');
    fireEvent.click(screen.getByRole('button', { name: 'Create Contact' }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Another contact already has this e-mail');
    expect(notice.textContent).toContain('José Núñez (Logística SA)');
    // Shown with the buttons (the pinned footer), not above the fields.
    expect(notice.nextElementSibling?.contains(screen.getByRole('button', { name: 'Create Contact' }))).toBe(
      true,
    );
    expect(calls.find((call) => call.path === '/contacts/email-check')?.query).toEqual({
      email: 'Ventas@Logistica.es',
    });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('on edit, asks only when the e-mail changed, leaving the contact itself out', async () => {
    const calls = answer(callApi, {
      'GET /contacts/email-check': { contacts: [twin] },
      'PUT /contacts/:id': { ...(stored as object), city: 'Cádiz' },
    });
    const onSaved = vi.fn();
    renderScreen(
      <ContactEditForm
        contact={stored}
        onCancel={() => {}}
        onSaved={onSaved}
        onStale={async () => undefined}
      />,
    );
    type('City', 'Cádiz');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.some((call) => call.path === '/contacts/email-check')).toBe(false);

    type('Email', 'ventas@logistica.es');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('José Núñez (Logística SA)');
    expect(calls.find((call) => call.path === '/contacts/email-check')?.query).toEqual({
      email: 'ventas@logistica.es',
      exclude_id: 12,
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});

describe('Edit contact form', () => {
  it("after a 412 keeps the user's field, takes the colleague's, and asks where both changed", async () => {
    const theirs = {
      ...(stored as object),
      version: 4,
      company_name: 'Logística Global SA',
      city: 'Granada',
    };
    let refused = false;
    answer(callApi, {
      'PUT /contacts/:id': () => {
        if (!refused) {
          refused = true;
          throw new ApiError(412, 'PRECONDITION_FAILED', 'Version mismatch');
        }
        return { ...theirs, city: 'Madrid', version: 5 };
      },
    });
    const onSaved = vi.fn();
    renderScreen(
      <ContactEditForm
        contact={stored}
        onCancel={() => {}}
        onSaved={onSaved}
        onStale={async () => theirs as never}
      />,
    );
    type('City', 'Madrid');
    type('Last name', 'Núñez García');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('This contact was changed by someone else')).toBeTruthy();
    expect(input('Company').value).toBe('Logística Global SA');
    expect(input('Last name').value).toBe('Núñez García');
    expect(screen.getByText('Granada')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /Keep mine/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(vi.mocked(callApi).mock.calls.at(-1)?.[1]).toMatchObject({
      ifMatch: 4,
      body: { city: 'Madrid', last_name: 'Núñez García' },
    });
  });
});

describe('Payment terms (days)', () => {
  it('starts at 30 on a new contact and sends the days typed as a number', async () => {
    answer(callApi, { 'POST /contacts': stored });
    const onCreated = vi.fn();
    renderScreen(<ContactCreateForm onCancel={() => {}} onCreated={onCreated} />);
    expect(input('Payment terms \\(days\\)').value).toBe('30');
    type('First name', 'Yuki');
    type('Payment terms \\(days\\)', '45');
    fireEvent.click(screen.getByRole('button', { name: 'Create Contact' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(vi.mocked(callApi).mock.calls.at(-1)?.[1]).toMatchObject({ body: { payment_terms_days: 45 } });
  });

  it('names days out of 0–365 and sends nothing; on edit only a changed term is sent', async () => {
    const calls = answer(callApi, { 'PUT /contacts/:id': stored });
    const onSaved = vi.fn();
    const withTerms = { ...(stored as object), payment_terms_days: 60 } as never;
    renderScreen(
      <ContactEditForm
        contact={withTerms}
        onCancel={() => {}}
        onSaved={onSaved}
        onStale={async () => undefined}
      />,
    );
    expect(input('Payment terms \\(days\\)').value).toBe('60');
    type('Payment terms \\(days\\)', '400');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(/Payment terms \(days\) can be at most 365/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    type('Payment terms \\(days\\)', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(vi.mocked(callApi).mock.calls.at(-1)?.[1]).toMatchObject({ body: { payment_terms_days: 0 } });
  });
});

describe('VAT number and Peppol ID', () => {
  it('refuses a Peppol ID without its scheme code and sends both once it is right', async () => {
    const calls = answer(callApi, { 'POST /contacts': stored });
    const onCreated = vi.fn();
    renderScreen(<ContactCreateForm onCancel={() => {}} onCreated={onCreated} />);
    type('First name', 'Lucía');
    type('VAT number', 'ESA28000001');
    type('Peppol ID', 'ESA28000001');
    fireEvent.click(screen.getByRole('button', { name: 'Create Contact' }));
    expect(
      await screen.findByText('Peppol ID must be a scheme code and an identifier, like 0088:5790000435975'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    type('Peppol ID', '9920:ESA28000001');
    fireEvent.click(screen.getByRole('button', { name: 'Create Contact' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(vi.mocked(callApi).mock.calls.at(-1)?.[1]).toMatchObject({
      body: { tax_number: 'ESA28000001', peppol_id: '9920:ESA28000001' },
    });
  });
});

describe('the contact form in German', () => {
  it('reads its sections, labels and a missing first name in German, and offers the languages by name', async () => {
    speak('de', de);
    answer(callApi, {});
    renderScreen(<ContactCreateForm onCancel={() => {}} onCreated={() => {}} />);
    expect(screen.getByText('Persönliche Angaben')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kontakt anlegen' }));
    expect(await screen.findByText('Vorname ist erforderlich')).toBeTruthy();
    // Spanish is offered by its German name and its own; picking it keeps the name the quotes read.
    // The label names the input and its list of suggestions.
    const language = () =>
      screen.getAllByLabelText('Sprache').find((element) => element instanceof HTMLInputElement)!;
    fireEvent.change(language(), { target: { value: 'span' } });
    fireEvent.click(await screen.findByText('Spanisch'));
    expect(language().value).toBe('Español');
  });

  it('names the field by its German label in a message for any field', async () => {
    speak('de', de);
    const calls = answer(callApi, {});
    renderScreen(<ContactCreateForm onCancel={() => {}} onCreated={() => {}} />);
    type('Vorname', 'x'.repeat(256));
    fireEvent.click(screen.getByRole('button', { name: 'Kontakt anlegen' }));
    expect(await screen.findByText('Vorname: höchstens 255 Zeichen')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
