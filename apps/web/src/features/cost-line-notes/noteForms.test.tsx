// @vitest-environment happy-dom
import { AI_MESSAGES, type CostLineNote, NOTE_MESSAGES } from '@freight/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import { renderWithProviders } from '../../shared/forms/__tests__/renderWithProviders';
import { type SentCall, serveTypedClient } from '../../shared/forms/__tests__/serveTypedClient';
import de from '../../shared/i18n/catalogs/de.json';
import { i18n } from '../../shared/i18n/i18n';
import { AiTextHelper } from './AiTextHelper';
import { NewNoteForm } from './NewNoteForm';
import { NoteInlineEditor } from './NoteInlineEditor';
import '../../test/englishMessages';

// Mantine's autosizing Textarea listens for web fonts, which happy-dom does not have.
Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

const AI_STATUS = {
  'GET /ai/status': { configured: true, default_model: 'llama-3.1-8b-instant', models: [] },
};
/** The typed client answering by `METHOD /path`, recording what was sent. */
const serve = (answers: Parameters<typeof serveTypedClient>[1]) =>
  serveTypedClient(callApi, answers, AI_STATUS);
const writes = (sent: SentCall[], method: string) => sent.filter((call) => call.method === method);
const typeInto = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

const emailNote = {
  id: 7,
  cost_item_id: 3,
  type: 'email',
  title: 'Agente en Dubái',
  content: 'noura@example.com',
  description: null,
  version: 2,
} as unknown as CostLineNote;

describe('New note', () => {
  it('says an e-mail note needs a valid address, and adds nothing', async () => {
    const sent = serve({});
    renderWithProviders(<NewNoteForm costLineId={3} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Email' }));
    typeInto(/Email address/, 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText(NOTE_MESSAGES.invalidEmail)).toBeTruthy();
    expect(writes(sent, 'POST')).toHaveLength(0);
  });

  it('adds a text note with the trimmed title and empties the form', async () => {
    const sent = serve({ 'POST /cost_item_notes': () => ({ ...emailNote, type: 'text' }) });
    renderWithProviders(<NewNoteForm costLineId={3} />);
    typeInto(/Title/, '  Aduana Kuwait ');
    typeInto(/^Note/, 'الشحنة تصل يوم الأحد');
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(writes(sent, 'POST')).toHaveLength(1));
    expect(writes(sent, 'POST')[0]?.body).toMatchObject({
      cost_item_id: 3,
      type: 'text',
      title: 'Aduana Kuwait',
      content: 'الشحنة تصل يوم الأحد',
    });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe(''),
    );
  });
});

describe('Edit note in place', () => {
  it('says the content is required and saves nothing', async () => {
    const sent = serve({});
    renderWithProviders(<NoteInlineEditor note={emailNote} onDone={() => {}} />);
    typeInto(/Email address/, '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NOTE_MESSAGES.contentRequired);
    expect(writes(sent, 'PUT')).toHaveLength(0);
  });

  it('saves title, content and description with the version it was opened with', async () => {
    const sent = serve({ 'PUT /cost_item_notes/:id': () => ({ ...emailNote, version: 3 }) });
    const onDone = vi.fn();
    renderWithProviders(<NoteInlineEditor note={emailNote} onDone={onDone} />);
    typeInto(/Description/, 'Llamar antes de las 10');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(writes(sent, 'PUT')[0]).toMatchObject({
      body: { title: 'Agente en Dubái', content: 'noura@example.com', description: 'Llamar antes de las 10' },
      ifMatch: 2,
    });
  });

  it("after a 412 keeps the user's title, takes the colleague's content, and saves on their version", async () => {
    let puts = 0;
    const sent = serve({
      'PUT /cost_item_notes/:id': () => {
        puts += 1;
        if (puts === 1) throw new ApiError(412, 'PRECONDITION_FAILED', 'Version mismatch');
        return { ...emailNote, version: 6 };
      },
      'GET /cost_item_notes/:id': () => ({ ...emailNote, content: 'ops@example.ae', version: 5 }),
    });
    const onDone = vi.fn();
    renderWithProviders(<NoteInlineEditor note={emailNote} onDone={onDone} />);
    typeInto(/Title/, 'Agente en Kuwait');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /Email address/ }) as HTMLInputElement).value).toBe(
        'ops@example.ae',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(writes(sent, 'PUT').at(-1)).toMatchObject({
      body: { title: 'Agente en Kuwait', content: 'ops@example.ae' },
      ifMatch: 5,
    });
  });
});

describe('AI text helper', () => {
  it('asks for some text first and sends nothing', async () => {
    const sent = serve({});
    renderWithProviders(<AiTextHelper text="  " onAccept={() => {}} />);
    const helper = await screen.findByRole('region', { name: 'AI text helper' });
    const improve = within(helper).getAllByRole('button')[0]!;
    await waitFor(() => expect(improve.hasAttribute('disabled')).toBe(false));
    fireEvent.click(improve);
    expect(await screen.findByText(AI_MESSAGES.textRequired)).toBeTruthy();
    expect(writes(sent, 'POST')).toHaveLength(0);
  });

  it('translates into the language typed, and the accepted suggestion replaces the text', async () => {
    const sent = serve({ 'POST /ai/text': () => ({ result: 'الشحنة جاهزة' }) });
    const onAccept = vi.fn();
    renderWithProviders(<AiTextHelper text="The shipment is ready" onAccept={onAccept} />);
    typeInto(/Translate to/, 'Arabic');
    const translate = await screen.findByRole('button', { name: 'Translate' });
    await waitFor(() => expect(translate.hasAttribute('disabled')).toBe(false));
    fireEvent.click(translate);
    expect(await screen.findByText('الشحنة جاهزة')).toBeTruthy();
    expect(writes(sent, 'POST')[0]?.body).toMatchObject({ action: 'translate', target_language: 'Arabic' });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledWith('الشحنة جاهزة');
  });

  describe('the AI service’s refusals', () => {
    afterEach(() => i18n.activate('en'));

    it('are worded in the reader’s language: the per-minute limit and a service that does not answer in time', async () => {
      i18n.load('de', de);
      i18n.activate('de');
      let refusal = new ApiError(429, 'TOO_MANY_REQUESTS', AI_MESSAGES.tooMany);
      serve({
        'POST /ai/text': () => {
          throw refusal;
        },
      });
      renderWithProviders(<AiTextHelper text="Die Sendung ist bereit" onAccept={() => {}} />);
      const helper = await screen.findByRole('region', { name: 'KI-Textassistent' });
      const improve = within(helper).getAllByRole('button')[0]!;
      await waitFor(() => expect(improve.hasAttribute('disabled')).toBe(false));
      fireEvent.click(improve);
      expect(await within(helper).findByText(/kann 20-mal pro Minute genutzt werden/)).toBeTruthy();
      refusal = new ApiError(503, 'SERVICE_UNAVAILABLE', AI_MESSAGES.timedOut);
      fireEvent.click(improve);
      expect(
        await within(helper).findByText(
          'Der KI-Dienst hat nicht innerhalb von 30 Sekunden geantwortet. Bitte erneut versuchen.',
        ),
      ).toBeTruthy();
    });
  });

  describe('the language a translation goes into', () => {
    afterEach(() => i18n.activate('en'));

    it('is Spanish for an English reader and the reader’s own language otherwise', async () => {
      serve({});
      const english = renderWithProviders(<AiTextHelper text="Ready" onAccept={() => {}} />);
      expect((screen.getByRole('textbox', { name: /Translate to/ }) as HTMLInputElement).value).toBe(
        'Spanish',
      );
      english.unmount();
      i18n.load('de', de);
      i18n.activate('de');
      const sent = serve({ 'POST /ai/text': () => ({ result: 'Die Sendung ist bereit' }) });
      renderWithProviders(<AiTextHelper text="La carga está lista" onAccept={() => {}} />);
      expect((screen.getByRole('textbox', { name: /Übersetzen in/ }) as HTMLInputElement).value).toBe(
        'Deutsch',
      );
      const translate = await screen.findByRole('button', { name: 'Übersetzen' });
      await waitFor(() => expect(translate.hasAttribute('disabled')).toBe(false));
      fireEvent.click(translate);
      await waitFor(() =>
        expect(writes(sent, 'POST')[0]?.body).toMatchObject({
          action: 'translate',
          target_language: 'Deutsch',
        }),
      );
    });
  });
});
