import { Badge, VisuallyHidden } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';

interface CountBadgeProps {
  count: number | undefined;
  emphasis?: boolean;
  /**
   * Id of a hidden "N quotations" text for the entry's `aria-describedby`. The pill itself is hidden from
   * assistive technology so the count does not become part of the link's name ("Pending", not "Pending 3").
   */
  descriptionId?: string;
}

/** A small count pill for sidebar entries; renders nothing until a count is known. */
export function CountBadge({ count, emphasis = false, descriptionId }: CountBadgeProps) {
  const t = useT();
  if (count === undefined) return null;
  return (
    <>
      <Badge
        size="sm"
        radius="xl"
        variant={emphasis ? 'filled' : 'light'}
        color={emphasis ? 'indigo' : 'gray'}
        miw={24}
        px={6}
        aria-hidden
        data-count={count}
      >
        {count}
      </Badge>
      {descriptionId && (
        <VisuallyHidden id={descriptionId} aria-hidden>
          {t('nav.quotationCount', { count })}
        </VisuallyHidden>
      )}
    </>
  );
}
