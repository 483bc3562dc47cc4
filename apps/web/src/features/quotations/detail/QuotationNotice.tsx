import { Alert, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A notice at the top of a quotation's page (the client's answer, why it was lost, a superseded revision):
 * one coloured alert with an icon, a title and the `data-testid` the specs find it by.
 */
export function QuotationNotice(props: {
  color: MantineColor;
  icon: Icon;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const { icon: NoticeIcon } = props;
  return (
    <Alert color={props.color} icon={<NoticeIcon size={18} />} title={props.title} data-testid={props.testId}>
      {props.children}
    </Alert>
  );
}
