import { IconBriefcase, IconCalendarEvent, IconTruck, IconUser } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { QuotationClientFields } from './QuotationClientFields';
import { QuotationProjectFields } from './QuotationProjectFields';
import { QuotationScheduleFields } from './QuotationScheduleFields';
import type { QuotationSectionProps } from './QuotationSectionProps';
import { QuotationTransportFields } from './QuotationTransportFields';

/** One card of the quotation form: its title, what it is for, and the fields inside it. */
export interface QuotationFormCard {
  title: string;
  description: string;
  icon: ReactNode;
  Fields: ComponentType<QuotationSectionProps>;
}

const ICON = { size: 20, stroke: 1.7 };

/** The main column's cards, top to bottom. */
export const QUOTATION_MAIN_CARDS: readonly QuotationFormCard[] = [
  {
    title: 'Client',
    description: 'Who the quotation is for.',
    icon: <IconUser {...ICON} />,
    Fields: QuotationClientFields,
  },
  {
    title: 'Project',
    description: 'What is being shipped and what it is worth.',
    icon: <IconBriefcase {...ICON} />,
    Fields: QuotationProjectFields,
  },
  {
    title: 'Transport',
    description:
      'How the cargo travels decides its chargeable weight, the Incoterms it can use and which places it can go between: airports for Air and Express, sea ports for Sea, any UN/LOCODE place by road or rail.',
    icon: <IconTruck {...ICON} />,
    Fields: QuotationTransportFields,
  },
];

/** The side column's card. */
export const QUOTATION_SCHEDULE_CARD: QuotationFormCard = {
  title: 'Status & dates',
  description: 'Where the quotation stands and how long it holds.',
  icon: <IconCalendarEvent {...ICON} />,
  Fields: QuotationScheduleFields,
};
