import { IconBriefcase, IconCalendarEvent, IconTruck, IconUser } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import type { MessageId } from '../../../shared/i18n/i18n';
import { QuotationClientFields } from './QuotationClientFields';
import { QuotationProjectFields } from './QuotationProjectFields';
import { QuotationScheduleFields } from './QuotationScheduleFields';
import type { QuotationSectionProps } from './QuotationSectionProps';
import { QuotationTransportFields } from './QuotationTransportFields';

/** One card of the quotation form: its title, what it is for, and the fields inside it. */
export interface QuotationFormCard {
  title: MessageId;
  description: MessageId;
  icon: ReactNode;
  Fields: ComponentType<QuotationSectionProps>;
}

const ICON = { size: 20, stroke: 1.7 };

/** The main column's cards, top to bottom. */
export const QUOTATION_MAIN_CARDS: readonly QuotationFormCard[] = [
  {
    title: 'quotations.cardClient',
    description: 'quotations.cardClientDescription',
    icon: <IconUser {...ICON} />,
    Fields: QuotationClientFields,
  },
  {
    title: 'quotations.cardProject',
    description: 'quotations.cardProjectDescription',
    icon: <IconBriefcase {...ICON} />,
    Fields: QuotationProjectFields,
  },
  {
    title: 'quotations.cardTransport',
    description: 'quotations.cardTransportDescription',
    icon: <IconTruck {...ICON} />,
    Fields: QuotationTransportFields,
  },
];

/** The side column's card. */
export const QUOTATION_SCHEDULE_CARD: QuotationFormCard = {
  title: 'quotations.cardSchedule',
  description: 'quotations.cardScheduleDescription',
  icon: <IconCalendarEvent {...ICON} />,
  Fields: QuotationScheduleFields,
};
