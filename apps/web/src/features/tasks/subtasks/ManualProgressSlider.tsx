import { Group, Slider, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { TaskProgress } from '../task/TaskProgress';

interface ManualProgressSliderProps {
  title: string;
  progress: number;
  editable: boolean;
  onSave: (progress: number) => void;
}

/**
 * A manual-progress task's 0-100 slider; saved when the user lets go (or stops pressing arrow keys). Someone
 * who may only view the task sees the progress bar instead.
 */
export function ManualProgressSlider({ title, progress, editable, onSave }: ManualProgressSliderProps) {
  const t = useT();
  const [value, setValue] = useState(progress);
  useEffect(() => setValue(progress), [progress]);

  if (!editable) {
    return (
      <Group gap="md" wrap="nowrap" py="xs">
        <Text size="sm" fw={500} miw={70}>
          {t('tasks.progress')}
        </Text>
        <div style={{ flex: 1 }}>
          <TaskProgress value={progress} label={t('tasks.progressOf', { title })} />
        </div>
      </Group>
    );
  }

  return (
    <Group gap="md" wrap="nowrap" py="xs">
      <Text size="sm" fw={500} miw={70}>
        {t('tasks.progress')}
      </Text>
      <Slider
        value={value}
        onChange={setValue}
        onChangeEnd={(end) => end !== progress && onSave(end)}
        min={0}
        max={100}
        step={5}
        label={(v) => `${v}%`}
        style={{ flex: 1 }}
        thumbLabel={t('tasks.progressOf', { title })}
        marks={[{ value: 0 }, { value: 25 }, { value: 50 }, { value: 75 }, { value: 100 }]}
      />
      <Text size="sm" fw={600} w={44} ta="right">
        {value}%
      </Text>
    </Group>
  );
}
