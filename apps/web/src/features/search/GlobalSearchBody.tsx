import { SEARCH_MIN_LENGTH, type SearchGroup, type SearchHit } from '@freight/domain';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useT } from '../../shared/i18n/useT';
import type { ServerSearch } from '../../shared/search/useServerSearch';
import { SearchResults } from './SearchResults';

interface GlobalSearchBodyProps {
  search: ServerSearch<SearchGroup>;
  /** The answer's groups that have hits. */
  groups: SearchGroup[];
  activeKey: string | undefined;
  listboxId: string;
  onHover: (key: string) => void;
  onOpen: (hit: SearchHit) => void;
}

function Hint({ children }: { children: React.ReactNode }) {
  return (
    <Text size="sm" c="dimmed" ta="center" py="lg" px="md">
      {children}
    </Text>
  );
}

/** Under the search dialog's box: a hint before typing, then searching, failed, no results, or the hits. */
export function GlobalSearchBody({
  search,
  groups,
  activeKey,
  listboxId,
  onHover,
  onOpen,
}: GlobalSearchBodyProps) {
  const t = useT();
  if (!search.searchable) {
    return <Hint>{t('search.typeMore', { count: SEARCH_MIN_LENGTH })}</Hint>;
  }
  if (search.failed) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} m="sm" title={t('search.failedTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{apiErrorMessage(search.error, t('search.failed'))}</Text>
          <Button size="xs" variant="light" color="red" onClick={search.retry}>
            {t('search.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (search.answeredText === undefined) {
    return (
      <Center py="lg">
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('search.searching')}
          </Text>
        </Group>
      </Center>
    );
  }
  if (groups.length === 0) return <Hint>{t('search.noResults', { text: search.answeredText })}</Hint>;
  return (
    <SearchResults
      groups={groups}
      text={search.answeredText}
      activeKey={activeKey}
      listboxId={listboxId}
      onHover={onHover}
      onOpen={onOpen}
    />
  );
}
