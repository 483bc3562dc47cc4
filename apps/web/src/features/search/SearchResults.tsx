import type { SearchGroup, SearchHit } from '@freight/domain';
import { Box, Group, Highlight, Text, ThemeIcon } from '@mantine/core';
import { type Translate, useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { hitKey } from './hitKey';
import classes from './SearchResults.module.css';
import { searchKinds } from './searchKinds';
import { subtitleText } from './subtitleText';

interface SearchResultsProps {
  /** The groups that have hits, in the server's order. */
  groups: SearchGroup[];
  /** What the answer was for: the part of each title that matches it is marked. */
  text: string;
  activeKey: string | undefined;
  listboxId: string;
  onHover: (key: string) => void;
  onOpen: (hit: SearchHit) => void;
}

function countLabel(group: SearchGroup, t: Translate): string | null {
  if (group.total <= group.hits.length && !group.capped) return null;
  const values = { shown: group.hits.length, total: group.total };
  return group.capped ? t('search.shownOfMore', values) : t('search.shownOf', values);
}

/** The hits as a listbox of groups, one heading per kind; the input moves the active one with the arrows. */
export function SearchResults({ groups, text, activeKey, listboxId, onHover, onOpen }: SearchResultsProps) {
  const t = useT();
  const format = useDateFormat();
  return (
    <Box id={listboxId} role="listbox" aria-label={t('search.results')} className={classes.list}>
      {groups.map((group) => {
        const kind = searchKinds[group.kind];
        const headingId = `${listboxId}-${group.kind}`;
        const more = countLabel(group, t);
        return (
          <Box key={group.kind} role="group" aria-labelledby={headingId} className={classes.group}>
            <Group justify="space-between" px="sm" pt="xs" pb={4}>
              <Text id={headingId} size="xs" fw={700} tt="uppercase" c="dimmed">
                {t(kind.heading)}
              </Text>
              {more && (
                <Text size="xs" c="dimmed">
                  {more}
                </Text>
              )}
            </Group>
            {group.hits.map((hit) => {
              const key = hitKey(group.kind, hit.id);
              const Icon = kind.icon;
              const subtitle = subtitleText(hit.subtitle_parts, t, format.date);
              return (
                <Box
                  key={key}
                  id={key}
                  role="option"
                  aria-selected={key === activeKey}
                  aria-label={subtitle ? `${hit.title}, ${subtitle}` : hit.title}
                  className={classes.option}
                  onMouseMove={() => key !== activeKey && onHover(key)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onOpen(hit)}
                >
                  <ThemeIcon variant="light" color="gray" size="md" radius="md">
                    <Icon size={16} />
                  </ThemeIcon>
                  <Box miw={0}>
                    <Highlight highlight={text} size="sm" fw={500} truncate>
                      {hit.title}
                    </Highlight>
                    {subtitle && (
                      <Text size="xs" c="dimmed" truncate>
                        {subtitle}
                      </Text>
                    )}
                  </Box>
                </Box>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}
