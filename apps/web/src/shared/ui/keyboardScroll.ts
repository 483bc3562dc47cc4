import type { ScrollAreaProps } from '@mantine/core';

/**
 * For a table that scrolls sideways inside a narrow card (`Table.ScrollContainer`'s `scrollAreaProps`): its
 * scrolling area takes the focus, so a keyboard user can scroll it with the arrow keys.
 */
export const KEYBOARD_SCROLL: ScrollAreaProps = { viewportProps: { tabIndex: 0 } };
