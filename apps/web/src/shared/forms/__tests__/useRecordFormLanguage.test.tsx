// @vitest-environment happy-dom
import { Button, TextInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../../../test/englishMessages';
import { speak } from '../../../test/speak';
import { ApiError } from '../../api/ApiError';
import de from '../../i18n/catalogs/de.json';
import { useRecordForm } from '../useRecordForm';
import { renderWithProviders } from './renderWithProviders';

// The domain's sentences for any field, as a schema and the server write them.
const schema = z.object({ city: z.string().max(20, 'City can be at most 20 characters') });

/** A one-field form built on the toolkit; `labels` as a screen hands them (already in the reader's language). */
function CityForm({ labels, refusal }: { labels?: { city: string }; refusal?: ApiError }) {
  const form = useRecordForm({ initial: { city: 'Ciudad Real de los Llanos' }, labels });
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (refusal) await form.fail(refusal, 'Failed');
    else form.validate(schema);
  }
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <TextInput label={labels?.city ?? 'City'} value={form.values.city} error={form.errors.city} readOnly />
      <Button type="submit">Save</Button>
    </form>
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe("useRecordForm's messages in the reader's language", () => {
  it("names the field by the form's own label in German", async () => {
    speak('de', de);
    renderWithProviders(<CityForm labels={{ city: 'Ort' }} />);
    save();
    expect(await screen.findByText('Ort: höchstens 20 Zeichen')).toBeTruthy();
  });

  it("names it in the server's refusal too", async () => {
    speak('de', de);
    const refusal = new ApiError(400, 'VALIDATION_FAILED', 'Invalid', {
      city: 'City can be at most 20 characters',
    });
    renderWithProviders(<CityForm labels={{ city: 'Ort' }} refusal={refusal} />);
    save();
    expect(await screen.findByText('Ort: höchstens 20 Zeichen')).toBeTruthy();
  });

  it('words the rule alone, with no English name in it, for a form without labels', async () => {
    speak('de', de);
    renderWithProviders(<CityForm />);
    save();
    expect(await screen.findByText('Höchstens 20 Zeichen')).toBeTruthy();
  });

  it("keeps the domain's sentence in English", async () => {
    renderWithProviders(<CityForm labels={{ city: 'City' }} />);
    save();
    expect(await screen.findByText('City can be at most 20 characters')).toBeTruthy();
  });
});
