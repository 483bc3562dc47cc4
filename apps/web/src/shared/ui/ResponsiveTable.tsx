import { Table, type TableProps } from '@mantine/core';
import { type ComponentPropsWithoutRef, useLayoutEffect, useRef, useState } from 'react';
import classes from './ResponsiveTable.module.css';

export interface ResponsiveTableProps extends TableProps {
  /** The width the columns need; a narrower box shows the rows as cards (see `cardCell`). */
  minWidth: number;
  /** A taller table scrolls inside this height (with `stickyHeader`, under its header). */
  maxHeight?: number;
  /** Props of the box around the table, which scrolls. */
  containerProps?: ComponentPropsWithoutRef<'div'> & { 'data-testid'?: string };
}

/**
 * The app's table. Where its columns fit it is a plain Mantine table; where they do not (a phone, or a
 * narrow window beside the sidebar) each row becomes a card whose title, figures and actions all stay on
 * screen, instead of the last columns hiding off to the right. Cells say what they are with `cardCell`.
 * It measures its own box rather than the window, so a table in a narrow column switches too.
 */
export function ResponsiveTable({
  minWidth,
  maxHeight,
  containerProps,
  className,
  style,
  children,
  ...tableProps
}: ResponsiveTableProps) {
  const container = useRef<HTMLDivElement>(null);
  const [cards, setCards] = useState(false);

  // Measured before the browser paints, so a phone never sees the table flash before the cards.
  useLayoutEffect(() => {
    const box = container.current;
    if (!box) return;
    const measure = () => setCards(box.clientWidth < minWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [minWidth]);

  const layout = cards ? 'cards' : 'table';
  return (
    <div
      {...containerProps}
      ref={container}
      className={[classes.container, containerProps?.className].filter(Boolean).join(' ')}
      style={{ maxHeight, ...containerProps?.style }}
    >
      <Table
        {...tableProps}
        className={[classes.table, className].filter(Boolean).join(' ')}
        style={[{ minWidth: cards ? undefined : minWidth }, style]}
        data-layout={layout}
      >
        {children}
      </Table>
    </div>
  );
}
