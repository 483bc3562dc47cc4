import { IconCheck, IconClockExclamation, IconPoint } from '@tabler/icons-react';

/** How a milestone's status looks on a timeline (staff's shipment page and the customer's tracking page). */
export const MILESTONE_STATUS_LOOK = {
  done: { color: 'green', label: 'Done', icon: <IconCheck size={12} /> },
  late: { color: 'red', label: 'Late', icon: <IconClockExclamation size={12} /> },
  pending: { color: 'gray', label: 'Pending', icon: <IconPoint size={12} /> },
} as const;
