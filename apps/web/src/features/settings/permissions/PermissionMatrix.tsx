import { isGrantable, type ModuleRecord, type PermissionRecord } from '@freight/domain';
import { Checkbox, Table } from '@mantine/core';
import { grantKey } from './grantKey';

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
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped withTableBorder verticalSpacing="xs" aria-label="Permissions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Module</Table.Th>
            {permissions.map((p) => (
              <Table.Th key={p.id} ta="center">
                {p.display_name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {modules.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Th scope="row" fw={500}>
                {m.display_name}
              </Table.Th>
              {permissions.map((p) => {
                const key = grantKey(m.id!, p.id!);
                if (m.name && p.name && !isGrantable(m.name, p.name)) return <Table.Td key={p.id} />;
                return (
                  <Table.Td key={p.id} ta="center">
                    <Checkbox
                      styles={{ body: { justifyContent: 'center' } }}
                      aria-label={`${m.display_name} ${p.display_name}`}
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
