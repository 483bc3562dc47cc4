import { Loader, Select } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { useUserOptions } from './useUserOptions';

export interface PickedUser {
  id: number;
  name: string;
  email: string;
}

interface UserSearchSelectProps {
  value: PickedUser | null;
  onChange: (user: PickedUser | null) => void;
  /** Users already there (collaborators, members), left out of the choices. */
  excludeIds: readonly number[];
  label: string;
  error?: string;
}

/** A user search (20 active users, asked once typing pauses) for sharing tasks and teams. */
export function UserSearchSelect({ value, onChange, excludeIds, label, error }: UserSearchSelectProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const options = useUserOptions(search, opened);

  const users = useMemo(() => {
    const found: PickedUser[] = options.options.filter((user) => !excludeIds.includes(user.id));
    // The picked user stays a choice while a new search no longer finds them.
    return value && !found.some((user) => user.id === value.id) ? [value, ...found] : found;
  }, [options.options, excludeIds, value]);

  return (
    <Select
      label={label}
      placeholder={t('tasks.searchUsers')}
      searchable
      clearable
      filter={({ options: all }) => all}
      data={users.map((user) => ({ value: String(user.id), label: user.name }))}
      renderOption={({ option }) => {
        const user = users.find((u) => String(u.id) === option.value);
        return (
          <div>
            <div>{option.label}</div>
            {user && user.email !== user.name && (
              <div style={{ fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' }}>
                {user.email}
              </div>
            )}
          </div>
        );
      }}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(users.find((user) => String(user.id) === id) ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      nothingFoundMessage={
        options.failed
          ? t('tasks.usersFetchFailed')
          : options.loading
            ? t('tasks.searching')
            : t('tasks.noUsers')
      }
      leftSection={<IconSearch size={14} />}
      rightSection={options.loading ? <Loader size={14} /> : undefined}
      error={error}
      comboboxProps={{ withinPortal: true }}
      style={{ flex: '1 1 220px' }}
    />
  );
}
