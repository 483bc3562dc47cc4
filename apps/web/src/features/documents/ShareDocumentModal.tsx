import { type DocumentRecord, documentSharesApi, SHARE_DEFAULT_DAYS } from '@freight/domain';
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { fetchList } from '../../shared/api/fetchList';
import { documentKeys } from '../../shared/api/queryKeys';
import { useDateFormat } from '../../shared/preferences/useDateFormat';

/** Share by link: make a link that expires (7 days by default), copy it once, revoke links. */
export function ShareDocumentModal({ document, onClose }: { document: DocumentRecord; onClose: () => void }) {
  const format = useDateFormat();
  const queryClient = useQueryClient();
  const [days, setDays] = useState<number | string>(SHARE_DEFAULT_DAYS);
  const [link, setLink] = useState<string | null>(null);
  const shares = useQuery({
    queryKey: documentKeys.shares(document.id),
    queryFn: ({ signal }) =>
      fetchList(documentSharesApi.list, { query: { document_id: document.id }, signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentKeys.shares(document.id) });
  const create = useMutation({
    mutationFn: () =>
      callApi(documentSharesApi.create, {
        body: { document_id: document.id, expires_in_days: Number(days) },
      }),
    onSuccess: async (share) => {
      setLink(share.url ? `${window.location.origin}${share.url}` : null);
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: number) =>
      callApi(documentSharesApi.update, { params: { id }, body: { revoked: true } }),
    onSuccess: refresh,
  });
  const error = create.error ?? revoke.error ?? shares.error;
  return (
    <Modal opened onClose={onClose} title={`Share ${document.name}`} size="lg" centered>
      <Stack gap="md">
        <Group align="flex-end" gap="sm">
          <NumberInput
            label="Expires after (days)"
            min={1}
            max={365}
            value={days}
            onChange={setDays}
            w={180}
          />
          <Button loading={create.isPending} onClick={() => create.mutate()}>
            Create Link
          </Button>
        </Group>
        {link && (
          <Stack gap={4}>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label="Share link"
                value={link}
                readOnly
                style={{ flex: 1 }}
                onFocus={(e) => e.currentTarget.select()}
              />
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              Copy it now: for safety the link is shown only once. Anyone holding it can download this file
              until it expires.
            </Text>
          </Stack>
        )}
        <Stack gap="xs" aria-label="Share links">
          {(shares.data?.data ?? []).map((share) => {
            const expired = Date.parse(share.expires_at) <= Date.now();
            return (
              <Group key={share.id} justify="space-between" wrap="nowrap" data-testid="share-row">
                <Stack gap={0}>
                  <Text size="sm">
                    Created {format.dateTime(share.created_at)} · {share.download_count} download
                    {share.download_count === 1 ? '' : 's'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {share.revoked_at
                      ? 'Revoked'
                      : `${expired ? 'Expired' : 'Expires'} ${format.dateTime(share.expires_at)}`}
                  </Text>
                </Stack>
                {share.revoked_at || expired ? (
                  <Badge color="gray">{share.revoked_at ? 'Revoked' : 'Expired'}</Badge>
                ) : (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    loading={revoke.isPending && revoke.variables === share.id}
                    onClick={() => revoke.mutate(share.id)}
                  >
                    Revoke
                  </Button>
                )}
              </Group>
            );
          })}
        </Stack>
        {error && (
          <Alert color="red" role="alert">
            {apiErrorMessage(error, 'Failed to share the document')}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
