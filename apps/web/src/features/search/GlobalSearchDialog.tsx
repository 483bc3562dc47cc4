import type { SearchHit } from '@freight/domain';
import { Group, Kbd, Loader, Modal, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MessageId } from '../../shared/i18n/i18n';
import { useT } from '../../shared/i18n/useT';
import { GlobalSearchBody } from './GlobalSearchBody';
import { SEARCH_INPUT_ATTRIBUTE, type TypeAhead } from './typeAhead';
import { useGlobalSearch } from './useGlobalSearch';
import { useHitNavigation } from './useHitNavigation';

interface GlobalSearchDialogProps {
  opened: boolean;
  /** The keys typed since Ctrl+K, before the box had focus: they start its text. */
  typeAhead: TypeAhead;
  onClose: () => void;
}

const KEY_HINTS: { keys: string[]; action: MessageId }[] = [
  { keys: ['↑', '↓'], action: 'search.keyMove' },
  { keys: ['Enter'], action: 'search.keyOpen' },
  { keys: ['Esc'], action: 'search.keyClose' },
];

/** The keys the dialog answers to, under the results on wide screens. */
function KeyHints() {
  const t = useT();
  return (
    <Group gap="md" px="md" py={8} visibleFrom="sm" c="dimmed" fz="xs" bg="var(--app-surface-subtle)">
      {KEY_HINTS.map(({ keys, action }) => (
        <span key={action}>
          {keys.map((key) => (
            <span key={key}>
              <Kbd size="xs">{key}</Kbd>{' '}
            </span>
          ))}
          {t(action)}
        </span>
      ))}
    </Group>
  );
}

/**
 * The top bar's search: typing searches every kind the user may see, arrows move through the hits, Enter
 * opens one and Escape closes. Loaded on first use, so no screen pays for it up front.
 */
export function GlobalSearchDialog({ opened, typeAhead, onClose }: GlobalSearchDialogProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const search = useGlobalSearch(typed);
  const navigate = useNavigate();
  const listboxId = useId();
  const groups = useMemo(() => search.options.filter((g) => g.hits.length > 0), [search.options]);

  function close() {
    setTyped('');
    onClose();
  }

  function openHit(hit: SearchHit) {
    close();
    navigate(hit.route);
  }

  const { activeKey, setActiveKey, onKeyDown } = useHitNavigation(groups, openHit);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('search.title')}
      size="lg"
      yOffset="8vh"
      padding={0}
      styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' } }}
    >
      <TextInput
        data-autofocus
        value={typed}
        {...{ [SEARCH_INPUT_ATTRIBUTE]: '' }}
        onFocus={() => {
          const early = typeAhead.take();
          if (early) setTyped((text) => text + early);
        }}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        placeholder={t('search.label')}
        aria-label={t('search.label')}
        role="combobox"
        aria-expanded={groups.length > 0}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeKey}
        leftSection={<IconSearch size={16} />}
        rightSection={search.loading ? <Loader size="xs" aria-label={t('search.searchingShort')} /> : null}
        maxLength={100}
        size="md"
        px="md"
        pb="sm"
        autoComplete="off"
        spellCheck={false}
      />
      <div style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <GlobalSearchBody
          search={search}
          groups={groups}
          activeKey={activeKey}
          listboxId={listboxId}
          onHover={setActiveKey}
          onOpen={openHit}
        />
      </div>
      <KeyHints />
    </Modal>
  );
}
