import type { ShipmentDetail, ShipmentMilestone } from '@freight/domain';
import { Badge, Button, Stack, Text, Timeline } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../shared/i18n/useT';
import { type DateFormatter, useDateFormat } from '../../shared/preferences/useDateFormat';
import { DetailCard } from '../../shared/ui/DetailCard';
import { MilestoneActualForm } from './MilestoneActualForm';
import { milestoneLabel } from './milestoneLabels';

import { MILESTONE_STATUS_LOOK as STATUS_LOOK } from './milestoneStatusLook';
import { MILESTONE_STATUS_MESSAGES } from './shipmentLabels';

/** The milestones as a timeline: planned and actual times, who recorded it, and 'Set actual' in place. */
export function ShipmentMilestonesCard({
  shipment,
  canEdit,
}: {
  shipment: ShipmentDetail;
  canEdit: boolean;
}) {
  const t = useT();
  const format = useDateFormat();
  const [editing, setEditing] = useState<number | null>(null);
  const done = shipment.milestones.filter((m) => m.status === 'done').length;
  return (
    <DetailCard title={t('milestones.title')} icon={<IconFlag size={18} />} color="grape">
      <Timeline active={done - 1} bulletSize={22} lineWidth={2}>
        {shipment.milestones.map((milestone) => (
          <Timeline.Item
            key={milestone.id}
            bullet={STATUS_LOOK[milestone.status].icon}
            color={STATUS_LOOK[milestone.status].color}
            title={milestoneLabel(t, milestone.label)}
            data-testid={`milestone-${milestone.key}`}
          >
            <MilestoneTimes milestone={milestone} format={format} />
            {canEdit && editing === milestone.id ? (
              <MilestoneActualForm milestone={milestone} onDone={() => setEditing(null)} />
            ) : (
              canEdit &&
              milestone.status !== 'done' && (
                <Button variant="subtle" size="compact-xs" mt={2} onClick={() => setEditing(milestone.id)}>
                  {t('milestones.setActual')}
                </Button>
              )
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </DetailCard>
  );
}

function MilestoneTimes({ milestone, format }: { milestone: ShipmentMilestone; format: DateFormatter }) {
  const t = useT();
  const look = STATUS_LOOK[milestone.status];
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {milestone.planned_at
          ? t('milestones.plannedAt', { time: format.dateTime(milestone.planned_at) })
          : t('milestones.notPlanned')}
      </Text>
      {milestone.actual_at && (
        <Text size="xs">
          {milestone.set_by_name
            ? t('milestones.actualAtBy', {
                time: format.dateTime(milestone.actual_at),
                name: milestone.set_by_name,
              })
            : t('milestones.actualAt', { time: format.dateTime(milestone.actual_at) })}
        </Text>
      )}
      <Badge size="xs" variant="light" color={look.color} w="fit-content" mt={2}>
        {t(MILESTONE_STATUS_MESSAGES[milestone.status])}
      </Badge>
    </Stack>
  );
}
