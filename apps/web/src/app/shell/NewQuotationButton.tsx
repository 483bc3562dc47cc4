import { Button, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../features/auth/session/usePermission';
import { useT } from '../../shared/i18n/useT';
import { TopBarIconButton } from '../../shared/ui/TopBarIconButton';

/**
 * The desk's most frequent start, early in the Tab order of every signed-in screen (the third stop, after the
 * skip link and the sidebar toggle; the fourth on phones). A button, not a link: the status lists keep their
 * own 'New Quotation' link, and one name per role keeps that link the only one.
 */
export function NewQuotationButton() {
  const t = useT();
  const label = t('nav.newQuotation');
  const navigate = useNavigate();
  const canCreate = usePermission('quotations', 'create');
  if (!canCreate) return null;
  const open = () => navigate('/quotations/new');
  return (
    <Tooltip label={label} withArrow>
      <div>
        <Button
          visibleFrom="sm"
          size="sm"
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={open}
          aria-label={label}
        >
          {t('nav.new')}
        </Button>
        <TopBarIconButton hiddenFrom="sm" onClick={open} aria-label={label}>
          <IconPlus size={20} stroke={1.7} />
        </TopBarIconButton>
      </div>
    </Tooltip>
  );
}
