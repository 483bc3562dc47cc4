// @vitest-environment happy-dom
import { fieldMessages, textField } from '@freight/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../../test/englishMessages';
import { speak } from '../../test/speak';
import { ApiError } from '../api/ApiError';
import de from '../i18n/catalogs/de.json';
import { translate } from '../i18n/useT';
import { useFieldAutosave } from './useFieldAutosave';

interface Form {
  client_name: string;
  notes: string;
}
interface Stored extends Form {
  id: number;
  version: number;
}

const stored: Stored = { id: 4, version: 1, client_name: 'Azulejos SL', notes: '' };
const schema = z.object({ client_name: textField('Client name', { max: 20 }), notes: z.string() }).partial();

/** An Edit Quotation-like form whose server refuses every save with `refusal` under the notes. */
function renderAutosave(refusal: string) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const labels = {
    client_name: translate('revisions.fieldClientName'),
    notes: translate('revisions.fieldNotes'),
  };
  return renderHook(
    () =>
      useFieldAutosave({
        record: stored,
        query: { queryKey: ['record', 4], queryFn: async () => stored },
        update: async () => {
          throw new ApiError(400, 'VALIDATION_FAILED', 'Invalid', { notes: refusal });
        },
        labels,
        toValues: ({ client_name, notes }) => ({ client_name, notes }),
        same: (_field, a, b) => a === b,
        toPayload: (values: Form, fields) => Object.fromEntries(fields.map((f) => [f, values[f]])),
        schema,
        quietMs: 1000,
        failureMessage: (label) => `Failed to update ${label}`,
      }),
    { wrapper },
  );
}

describe('useFieldAutosave messages', () => {
  it("shows the schema's and the server's messages in English as the domain writes them", async () => {
    const { result } = renderAutosave(fieldMessages.tooLong('Notes', 2000));
    act(() => result.current.change({ client_name: 'x'.repeat(21) }, 'now'));
    await waitFor(() =>
      expect(result.current.errors.client_name).toBe('Client name can be at most 20 characters'),
    );
    act(() => result.current.change({ notes: 'Zollpapiere' }, 'now'));
    await waitFor(() => expect(result.current.errors.notes).toBe('Notes can be at most 2,000 characters'));
  });

  it("shows them in the reader's language (German), naming the field by its label", async () => {
    speak('de', de);
    const { result } = renderAutosave(fieldMessages.tooLong('Notes', 2000));
    act(() => result.current.change({ client_name: 'x'.repeat(21) }, 'now'));
    await waitFor(() => expect(result.current.errors.client_name).toBe('Kunde: höchstens 20 Zeichen'));
    act(() => result.current.change({ notes: 'Zollpapiere' }, 'now'));
    await waitFor(() => expect(result.current.errors.notes).toBe('Notizen: höchstens 2.000 Zeichen'));
  });
});
