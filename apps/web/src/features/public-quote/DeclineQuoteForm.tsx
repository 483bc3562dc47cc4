import { DECLINE_REASONS, publicQuotesApi, type QuoteDecline, quoteDeclineSchema } from '@freight/domain';
import { Alert, Button, Select, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';

/** Decline: a reason from the list and an optional comment. */
export function DeclineQuoteForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const [reason, setReason] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decline = useMutation({
    mutationFn: (body: QuoteDecline) => callApi(publicQuotesApi.decline, { params: { token }, body }),
    onSuccess: (result) => onDone(result.message),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = quoteDeclineSchema.safeParse({ reason, comment });
    if (!parsed.success) {
      setError(parsed.error.issues.find((i) => i.path[0] === 'reason')?.message);
      return;
    }
    setError(undefined);
    decline.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label="Reason"
          data={[...DECLINE_REASONS]}
          value={reason}
          onChange={setReason}
          error={error}
          required
        />
        <Textarea
          label="Comment"
          description="Optional"
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        {decline.isError && (
          <Alert color="red">{apiErrorMessage(decline.error, 'Your answer could not be recorded')}</Alert>
        )}
        <Button type="submit" color="red" variant="light" loading={decline.isPending}>
          Decline quote
        </Button>
      </Stack>
    </form>
  );
}
