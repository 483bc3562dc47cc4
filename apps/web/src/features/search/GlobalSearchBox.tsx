import { Kbd, Text, UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../shared/i18n/useT';
import { TopBarIconButton } from '../../shared/ui/TopBarIconButton';
import classes from './GlobalSearchBox.module.css';
import { shortcutLabel } from './shortcutLabel';
import { createTypeAhead } from './typeAhead';

const loadDialog = () => import('./GlobalSearchDialog');
const GlobalSearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.GlobalSearchDialog })));

/**
 * The top bar's search box, and Ctrl+K / Cmd+K from anywhere (inside other fields too; the browser's own
 * Ctrl+K is prevented). The dialog's code is fetched when the box is first pointed at or opened; the keys
 * typed meanwhile are held for its box (typeAhead.ts).
 */
export function GlobalSearchBox() {
  const t = useT();
  const label = t('search.label');
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const [typeAhead] = useState(createTypeAhead);
  const open = () => {
    // From the shortcut on, what is typed is meant for the box, even before it shows.
    if (!opened) typeAhead.start();
    setUsed(true);
    setOpened(true);
  };
  useHotkeys(
    [
      ['ctrl+K', open],
      ['meta+K', open],
    ],
    [],
  );
  const shortcut = shortcutLabel();
  return (
    <>
      <UnstyledButton
        className={classes.box}
        onClick={open}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        aria-label={label}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        visibleFrom="sm"
      >
        <IconSearch size={16} />
        <Text size="sm" c="dimmed" className={classes.label}>
          {label}
        </Text>
        <Kbd size="xs">{shortcut}</Kbd>
      </UnstyledButton>
      <TopBarIconButton hiddenFrom="sm" onClick={open} aria-label={label} aria-haspopup="dialog">
        <IconSearch size={20} stroke={1.7} />
      </TopBarIconButton>
      {used && (
        <Suspense fallback={null}>
          <GlobalSearchDialog
            opened={opened}
            typeAhead={typeAhead}
            onClose={() => {
              typeAhead.take();
              setOpened(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
