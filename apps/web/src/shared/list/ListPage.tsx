import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../ui/PageHeader';
import { ListScreen, type ListScreenProps } from './ListScreen';

/** A list screen's add button: a link to the new-record screen, or a click that opens a dialog. */
export type ListPageAdd = { label: string; firstLabel: string } & ({ to: string } | { onClick: () => void });

export type ListPageProps<Row> = ListScreenProps<Row> & {
  title: string;
  subtitle: string;
  /**
   * The add button: `label` in the header ('Add Contact'), `firstLabel` in the empty state ('Add First
   * Contact'); false when the user may not create.
   */
  add: ListPageAdd | false;
};

/**
 * A whole list screen: the page header with its add button, then `ListScreen` (toolbar, filters, rows and
 * states), whose empty state offers the same button. Contacts and Support are this.
 */
export function ListPage<Row>({ title, subtitle, add, ...screen }: ListPageProps<Row>) {
  const addButton = (text: string) => {
    if (!add) return undefined;
    const icon = <IconPlus size={16} />;
    return 'to' in add ? (
      <Button component={Link} to={add.to} leftSection={icon}>
        {text}
      </Button>
    ) : (
      <Button leftSection={icon} onClick={add.onClick}>
        {text}
      </Button>
    );
  };
  const listProps = { ...screen, empty: { ...screen.empty, action: addButton(add ? add.firstLabel : '') } };
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={add && addButton(add.label)} />
      <ListScreen {...(listProps as ListScreenProps<Row>)} />
    </>
  );
}
