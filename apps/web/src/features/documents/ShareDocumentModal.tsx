import { type DocumentRecord, type DocumentShare, documentSharesApi } from '@freight/domain';
import { Alert, Modal, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { fetchList } from '../../shared/api/fetchList';
import { documentKeys } from '../../shared/api/queryKeys';
import { resendIfUntouched } from '../../shared/forms/resendIfUntouched';
import { useT } from '../../shared/i18n/useT';
import { CreateShareForm, ShareLinkRow } from './ShareLinks';

/** A link as stored now (links have no GET of their own: read the document's list). */
async function latestShare(share: DocumentShare): Promise<DocumentShare> {
  const page = await fetchList(documentSharesApi.list, { query: { document_id: share.document_id } });
  const latest = page.data.find((row) => row.id === share.id);
  if (!latest) throw new ApiError(404, 'NOT_FOUND', 'Share link not found');
  return latest;
}

/** Share by link: make a link that expires (7 days by default), copy it once, revoke links. */
export function ShareDocumentModal({ document, onClose }: { document: DocumentRecord; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const shares = useQuery({
    queryKey: documentKeys.shares(document.id),
    queryFn: ({ signal }) =>
      fetchList(documentSharesApi.list, { query: { document_id: document.id }, signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentKeys.shares(document.id) });
  const create = useMutation({
    mutationFn: (days: number) =>
      callApi(documentSharesApi.create, { body: { document_id: document.id, expires_in_days: days } }),
    onSuccess: refresh,
  });
  // Revoking is for good: after a 412 it is sent again unless a colleague revoked the link meanwhile.
  const revoke = useMutation({
    mutationFn: (share: DocumentShare) =>
      resendIfUntouched({
        send: (version = share.version) =>
          callApi(documentSharesApi.update, {
            params: { id: share.id },
            body: { revoked: true },
            ifMatch: version,
          }),
        load: () => latestShare(share),
        untouched: (latest) => latest.revoked_at === null,
      }),
    onSettled: refresh,
  });
  const error = revoke.error ?? shares.error;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('documents.shareNamed', { name: document.name })}
      size="lg"
      centered
    >
      <Stack gap="md">
        <CreateShareForm
          documentId={document.id}
          busy={create.isPending}
          onCreate={async (days) => {
            const share = await create.mutateAsync(days);
            return share.url ? `${window.location.origin}${share.url}` : null;
          }}
        />
        <Stack gap="xs" aria-label={t('documents.shareLinks')}>
          {(shares.data?.data ?? []).map((share) => (
            <ShareLinkRow
              key={share.id}
              share={share}
              revoking={revoke.isPending && revoke.variables?.id === share.id}
              onRevoke={() => revoke.mutate(share)}
            />
          ))}
        </Stack>
        {error && (
          <Alert color="red" role="alert">
            {apiErrorMessage(error, t('documents.shareFailed'))}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
