import { isGrantable, type ModuleRecord, type PermissionRecord } from '@freight/domain';
import { Checkbox, Table } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { grantKey } from './grantKey';
import { ACTION_MESSAGES, labelByKey, MODULE_MESSAGES } from './permissionMessages';

interface PermissionMatrixProps {
  modules: Partial<ModuleRecord>[];
  permissions: Partial<PermissionRecord>[];
  checked: ReadonlySet<string>;
  disabled: boolean;
  onToggle: (key: string, on: boolean) => void;
}

/**
 * Active modules as rows, permissions as columns, a checkbox in each cell the module offers (Approve only on
 * invoices; the other cells of its column stay empty).
 */
export function PermissionMatrix({
  modules,
  permissions,
  checked,
  disabled,
  onToggle,
}: PermissionMatrixProps) {
  const t = useT();
  const moduleLabel = (m: Partial<ModuleRecord>) => labelByKey(MODULE_MESSAGES, t, m);
  const actionLabel = (p: Partial<PermissionRecord>) => labelByKey(ACTION_MESSAGES, t, p);
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped withTableBorder verticalSpacing="xs" aria-label={t('permissions.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('permissions.module')}</Table.Th>
            {permissions.map((p) => (
              <Table.Th key={p.id} ta="center">
                {actionLabel(p)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {modules.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Th scope="row" fw={500}>
                {moduleLabel(m)}
              </Table.Th>
              {permissions.map((p) => {
                const key = grantKey(m.id!, p.id!);
                if (m.name && p.name && !isGrantable(m.name, p.name)) return <Table.Td key={p.id} />;
                return (
                  <Table.Td key={p.id} ta="center">
                    <Checkbox
                      styles={{ body: { justifyContent: 'center' } }}
                      aria-label={t('permissions.cell', { module: moduleLabel(m), action: actionLabel(p) })}
                      checked={checked.has(key)}
                      disabled={disabled}
                      onChange={(e) => onToggle(key, e.currentTarget.checked)}
                    />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
