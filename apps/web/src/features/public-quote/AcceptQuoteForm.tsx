import { publicQuotesApi, type QuoteAccept, quoteAcceptSchema } from '@freight/domain';
import { Alert, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';

type Field = keyof QuoteAccept;

/** Accept: the client's full name, an optional PO number and the terms ticked. */
export function AcceptQuoteForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const [name, setName] = useState('');
  const [po, setPo] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const accept = useMutation({
    mutationFn: (body: QuoteAccept) => callApi(publicQuotesApi.accept, { params: { token }, body }),
    onSuccess: (result) => onDone(result.message),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = quoteAcceptSchema.safeParse({ name, po_number: po, accept_terms: terms });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    accept.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Full name"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <TextInput
          label="Purchase order number"
          description="Optional"
          value={po}
          onChange={(e) => setPo(e.currentTarget.value)}
          error={errors.po_number}
        />
        <Checkbox
          label="I accept the terms and conditions of this quote"
          checked={terms}
          onChange={(e) => setTerms(e.currentTarget.checked)}
          error={errors.accept_terms}
        />
        {accept.isError && (
          <Alert color="red">{apiErrorMessage(accept.error, 'Your acceptance could not be recorded')}</Alert>
        )}
        <Button type="submit" color="green" loading={accept.isPending}>
          Accept quote
        </Button>
      </Stack>
    </form>
  );
}
