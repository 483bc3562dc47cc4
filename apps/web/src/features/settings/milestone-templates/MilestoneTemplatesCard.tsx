import {
  MILESTONE_MODES,
  type MilestoneMode,
  type MilestoneTemplateSettings,
  type MilestoneTemplates,
  milestoneTemplatesApi,
  milestoneTemplatesUpdateSchema,
} from '@freight/domain';
import { Button, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { useSingletonRecord } from '../../../shared/api/useSingletonRecord';
import { conflictContainer } from '../../../shared/autosave/FieldConflict';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { LoadedRecord } from '../../../shared/ui/LoadedRecord';
import { MilestoneStepRow } from './MilestoneStepRow';
import { MODE_MESSAGES, milestoneIssueMessage } from './milestoneMessages';

const KEY = ['settings', 'milestone-templates'] as const;

/** Settings, 'Milestone templates': the steps new shipments get per mode (running shipments keep theirs). */
export function MilestoneTemplatesCard() {
  const t = useT();
  const { query, save } = useSingletonRecord(KEY, milestoneTemplatesApi);
  return (
    <LoadedRecord query={query} failed={t('milestoneTemplates.loadFailed')}>
      {(settings) => <TemplatesForm settings={settings} save={save} />}
    </LoadedRecord>
  );
}

type ModeStepList = MilestoneTemplates[MilestoneMode];

/** One mode's steps in order: each row edited, moved or removed in place, and a step added at the end. */
function ModeSteps({
  steps,
  onChange,
  error,
  errorOf,
}: {
  steps: ModeStepList;
  onChange: (next: ModeStepList) => void;
  error: string | undefined;
  errorOf: (index: number, field: string) => string | undefined;
}) {
  const t = useT();
  return (
    <Stack gap="sm">
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
      {steps.map((step, index) => (
        <MilestoneStepRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, codes change as typed
          key={index}
          step={step}
          index={index}
          count={steps.length}
          errorOf={(field) => errorOf(index, field)}
          onChange={(next) => onChange(steps.map((s, i) => (i === index ? next : s)))}
          onMove={(by) => {
            const next = [...steps];
            [next[index], next[index + by]] = [next[index + by]!, next[index]!];
            onChange(next);
          }}
          onRemove={() => onChange(steps.filter((_, i) => i !== index))}
        />
      ))}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        leftSection={<IconPlus size={14} />}
        onClick={() => onChange([...steps, { key: '', label: '' }])}
      >
        {t('milestoneTemplates.addStep')}
      </Button>
    </Stack>
  );
}

function TemplatesForm({
  settings,
  save,
}: {
  settings: MilestoneTemplateSettings;
  save: ReturnType<
    typeof useSingletonRecord<typeof milestoneTemplatesApi.get, typeof milestoneTemplatesApi.update>
  >['save'];
}) {
  const t = useT();
  const form = useRecordForm<MilestoneTemplates>({
    initial: () => settings.templates as MilestoneTemplates,
    version: settings.version,
    stale: {
      labels: {
        sea: t(MODE_MESSAGES.sea),
        air: t(MODE_MESSAGES.air),
        road: t(MODE_MESSAGES.road),
        rail: t(MODE_MESSAGES.rail),
      },
      load: async () => {
        const latest = await callApi(milestoneTemplatesApi.get, {});
        return { values: latest.templates as MilestoneTemplates, version: latest.version };
      },
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.blockedByConflict()) return;
    // The messages name a row ('templates.air.3.key'), deeper than the form's four fields: set them as they are.
    const parsed = milestoneTemplatesUpdateSchema.safeParse({ templates: form.values });
    if (!parsed.success) {
      form.setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), milestoneIssueMessage(issue, t)]),
        ),
      );
      return;
    }
    const body = parsed.data;
    save.mutate(
      { changes: body, version: form.version! },
      {
        onSuccess: (saved) => {
          form.reset(saved.templates as MilestoneTemplates, saved.version);
          notifications.show({ color: 'green', message: t('milestoneTemplates.saved') });
        },
        onError: (error) => void form.fail(error, t('milestoneTemplates.saveFailed')),
      },
    );
  }
  const steps = (mode: MilestoneMode) => form.values[mode];
  const setSteps = (mode: MilestoneMode, next: MilestoneTemplates[MilestoneMode]) =>
    form.setField(mode, next);
  return (
    <Paper withBorder p="md">
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Title order={3}>{t('milestoneTemplates.title')}</Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('milestoneTemplates.intro')}
        </Text>
        <Tabs defaultValue="sea" keepMounted={false}>
          <Tabs.List>
            {MILESTONE_MODES.map((mode) => (
              <Tabs.Tab key={mode} value={mode}>
                {t(MODE_MESSAGES[mode])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {MILESTONE_MODES.map((mode) => (
            <Tabs.Panel key={mode} value={mode} pt="sm">
              {(conflictContainer(form.conflictAt(mode)) ?? ((rows: ReactNode) => rows))(
                <ModeSteps
                  steps={steps(mode)}
                  onChange={(next) => setSteps(mode, next)}
                  error={form.errors[`templates.${mode}`]}
                  errorOf={(index, field) => form.errors[`templates.${mode}.${index}.${field}`]}
                />,
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
        <FormFooter
          submitLabel={t('milestoneTemplates.save')}
          busy={save.isPending}
          error={form.formError}
          mt="md"
        />
      </form>
    </Paper>
  );
}
