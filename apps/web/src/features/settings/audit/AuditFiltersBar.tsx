import { AUDIT_ACTIONS, auditApi } from '@freight/domain';
import { Button, Group, Select } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { endpointUrl } from '../../../shared/api/apiClient';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import { useT } from '../../../shared/i18n/useT';
import { useAllUsers } from '../users/useAllUsers';
import { AUDIT_ACTION_MESSAGES } from './auditActionMessages';
import { type AuditFilters, auditFilterQuery } from './auditFilters';

interface AuditFiltersBarProps {
  filters: AuditFilters;
  onChange: (patch: Partial<AuditFilters>) => void;
}

/** The Audit tab's toolbar: user, action, the date range, and the filtered rows as CSV. */
export function AuditFiltersBar({ filters, onChange }: AuditFiltersBarProps) {
  const t = useT();
  const users = useAllUsers();
  const actionOptions = AUDIT_ACTIONS.map((value) => ({ value, label: t(AUDIT_ACTION_MESSAGES[value]) }));
  const userOptions = (users.data ?? []).map((u) => ({
    value: String(u.id),
    label: `${u.first_name} ${u.last_name}`.trim() || u.email,
  }));
  // Each filter is cleared by its own ×; a cleared one is the empty string the address holds for 'any'.
  const choice = (
    label: string,
    placeholder: string,
    data: { value: string; label: string }[],
    key: 'userId' | 'action',
    width: number,
  ) => (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={filters[key] || null}
      onChange={(value) => onChange({ [key]: value ?? '' })}
      searchable
      clearable
      w={{ base: '100%', xs: width }}
    />
  );
  const dateInput = (label: string, key: 'dateFrom' | 'dateTo') => (
    <CalendarDateInput
      label={label}
      value={filters[key] || null}
      onChange={(value) => onChange({ [key]: value ?? '' })}
      w={{ base: '100%', xs: 170 }}
    />
  );
  return (
    <Group p="md" gap="sm" align="flex-end" wrap="wrap">
      {choice(t('audit.user'), t('audit.anyUser'), userOptions, 'userId', 200)}
      {choice(t('audit.action'), t('audit.anyAction'), actionOptions, 'action', 240)}
      {dateInput(t('audit.from'), 'dateFrom')}
      {dateInput(t('audit.to'), 'dateTo')}
      <Button
        component="a"
        href={endpointUrl(auditApi.export, auditFilterQuery(filters))}
        download
        variant="default"
        leftSection={<IconDownload size={16} />}
        ml={{ xs: 'auto' }}
      >
        {t('audit.exportCsv')}
      </Button>
    </Group>
  );
}
