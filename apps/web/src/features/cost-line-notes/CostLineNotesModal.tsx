import type { CostLine } from '@freight/domain';
import {
  ActionIcon,
  Divider,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useT } from '../../shared/i18n/useT';
import { usePermission } from '../auth/session/usePermission';
import { NewNoteForm } from './NewNoteForm';
import { NoteCard } from './NoteCard';
import { NoteImageViewer, type ViewedNoteImage } from './NoteImageViewer';
import { useCostLineNotes } from './useCostLineNotes';

interface CostLineNotesModalProps {
  /** The cost item whose notes are shown; the modal is open while this is set. */
  item: Pick<CostLine, 'id' | 'description'> | null;
  onClose: () => void;
}

/** 'Notes & Attachments' of one cost line: add a note of any type, read, edit and delete them (newest first). */
export function CostLineNotesModal({ item, onClose }: CostLineNotesModalProps) {
  const t = useT();
  const [fullscreen, setFullscreen] = useState(false);
  const [image, setImage] = useState<ViewedNoteImage | null>(null);
  // Phones get the whole screen: a centred dialog leaves too little room for the form and the list.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const canCreate = usePermission('quotations', 'create');
  const notes = useCostLineNotes(item?.id ?? null);

  return (
    <>
      <Modal
        opened={item !== null}
        onClose={onClose}
        closeOnEscape={image === null}
        fullScreen={fullscreen || narrow}
        size="xl"
        scrollAreaComponent={ScrollArea.Autosize}
        styles={{ title: { flex: 1, minWidth: 0 } }}
        title={
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Title order={2} fz="lg">
                {t('costLineNotes.title')}
              </Title>
              <Text size="sm" c="dimmed" lineClamp={1}>
                {item?.description}
              </Text>
            </Stack>
            {!narrow && (
              <Tooltip
                label={fullscreen ? t('costLineNotes.exitFullscreen') : t('costLineNotes.fullscreen')}
                withArrow
              >
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={
                    fullscreen ? t('costLineNotes.exitFullscreen') : t('costLineNotes.showFullscreen')
                  }
                  onClick={() => setFullscreen(!fullscreen)}
                >
                  {fullscreen ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        }
      >
        {item && canCreate && <NewNoteForm costLineId={item.id} />}
        {canCreate && (
          <Divider
            my="md"
            label={t('costLineNotes.notesCount', { count: notes.data?.length ?? 0 })}
            labelPosition="left"
          />
        )}
        {notes.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" />
          </Group>
        ) : notes.isError ? (
          <Text c="red" size="sm">
            {apiErrorMessage(notes.error, t('costLineNotes.loadFailed'))}
          </Text>
        ) : notes.data.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="md">
            {t('costLineNotes.empty')}
          </Text>
        ) : (
          <Stack gap="sm" aria-label={t('costLineNotes.notes')}>
            {notes.data.map((note) => (
              <NoteCard key={note.id} note={note} onViewImage={setImage} />
            ))}
          </Stack>
        )}
      </Modal>
      <NoteImageViewer image={image} onClose={() => setImage(null)} />
    </>
  );
}
