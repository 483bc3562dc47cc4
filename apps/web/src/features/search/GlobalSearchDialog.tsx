import { SEARCH_MIN_LENGTH, type SearchHit } from '@freight/domain';
import { Alert, Button, Center, Group, Kbd, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { hitKey } from './hitKey';
import { SearchResults } from './SearchResults';
import { useGlobalSearch } from './useGlobalSearch';

interface GlobalSearchDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The top bar's search: typing searches every kind the user may see, arrows move through the hits, Enter
 * opens one and Escape closes. Loaded on first use, so no screen pays for it up front.
 */
export function GlobalSearchDialog({ opened, onClose }: GlobalSearchDialogProps) {
  const [typed, setTyped] = useState('');
  const search = useGlobalSearch(typed);
  const navigate = useNavigate();
  const listboxId = useId();
  const groups = useMemo(() => (search.data?.groups ?? []).filter((g) => g.hits.length > 0), [search.data]);
  const hits = useMemo(
    () => groups.flatMap((g) => g.hits.map((hit) => ({ hit, key: hitKey(g.kind, hit.id) }))),
    [groups],
  );
  const [activeKey, setActiveKey] = useState<string>();
  const active = hits.find((h) => h.key === activeKey) ?? hits[0];

  // A new answer starts again from its first hit.
  useEffect(() => setActiveKey(hits[0]?.key), [hits]);
  useEffect(() => {
    if (active) document.getElementById(active.key)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  function close() {
    setTyped('');
    onClose();
  }

  function openHit(hit: SearchHit) {
    close();
    navigate(hit.route);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const index = active ? hits.indexOf(active) : -1;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined && hits.length > 0) {
      event.preventDefault();
      setActiveKey(hits[(index + step + hits.length) % hits.length]!.key);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      openHit(active.hit);
    }
  }

  function body() {
    if (!search.enabled) {
      return (
        <Text size="sm" c="dimmed" ta="center" py="lg" px="md">
          Type at least {SEARCH_MIN_LENGTH} characters to search quotations, contacts, interactions, tasks and
          documents.
        </Text>
      );
    }
    if (search.isError && !search.data) {
      return (
        <Alert color="red" icon={<IconAlertCircle size={18} />} m="sm" title="Search failed">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{apiErrorMessage(search.error, 'Search failed. Please try again.')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => search.refetch()}>
              Try Again
            </Button>
          </Stack>
        </Alert>
      );
    }
    if (!search.data) {
      return (
        <Center py="lg">
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              Searching...
            </Text>
          </Group>
        </Center>
      );
    }
    if (groups.length === 0) {
      return (
        <Text size="sm" c="dimmed" ta="center" py="lg" px="md">
          No results for "{search.data.q}"
        </Text>
      );
    }
    return (
      <SearchResults
        groups={groups}
        text={search.data.q}
        activeKey={active?.key}
        listboxId={listboxId}
        onHover={setActiveKey}
        onOpen={openHit}
      />
    );
  }

  const busy = search.enabled && (search.isFetching || search.settling);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Search"
      size="lg"
      yOffset="8vh"
      padding={0}
      styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' } }}
    >
      <TextInput
        data-autofocus
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        placeholder="Search transactions or more"
        aria-label="Search transactions or more"
        role="combobox"
        aria-expanded={groups.length > 0}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={active?.key}
        leftSection={<IconSearch size={16} />}
        rightSection={busy ? <Loader size="xs" aria-label="Searching" /> : null}
        maxLength={100}
        size="md"
        px="md"
        pb="sm"
        autoComplete="off"
        spellCheck={false}
      />
      <div style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>{body()}</div>
      <Group gap="md" px="md" py={8} visibleFrom="sm" c="dimmed" fz="xs" bg="var(--app-surface-subtle)">
        <span>
          <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> to move
        </span>
        <span>
          <Kbd size="xs">Enter</Kbd> to open
        </span>
        <span>
          <Kbd size="xs">Esc</Kbd> to close
        </span>
      </Group>
    </Modal>
  );
}
