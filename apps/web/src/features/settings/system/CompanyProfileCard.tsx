import {
  type CompanyProfile,
  companyProfileApi,
  companyProfileUpdateSchema,
  DOCUMENT_DATE_FORMAT_OPTIONS,
  QUOTE_TEMPLATE_FIELDS,
} from '@freight/domain';
import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { callApi } from '../../../shared/api/apiClient';
import { conflictContainer } from '../../../shared/autosave/FieldConflict';
import { reloadRecord } from '../../../shared/forms/reloadRecord';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { LoadedRecord } from '../../../shared/ui/LoadedRecord';
import { isFormLevelError } from '../../auth/isFormLevelError';
import { timeZoneOptions } from '../profile/preferenceOptions';
import { CompanyLogoField } from './CompanyLogoField';
import {
  COMPANY_TEXT_FIELDS,
  type CompanyTextField,
  companyFieldLabels,
  companyProfileValues,
  DATE_FORMAT_LABEL,
  TIME_ZONE_LABEL,
} from './companyProfileFields';
import { DocumentLanguageSelect } from './DocumentLanguageSelect';
import { useCompanyLogo } from './useCompanyLogo';
import { useCompanyProfile } from './useCompanyProfile';

/** Company details printed on quotes (letterhead, logo, terms, footer) and the quote e-mail template: admins edit. */
export function CompanyProfileCard() {
  const t = useT();
  const { query } = useCompanyProfile();
  return (
    <LoadedRecord query={query} failed={t('companyProfile.loadFailed')}>
      {(profile) => <CompanyProfileForm key={profile.version} profile={profile} />}
    </LoadedRecord>
  );
}

/** The details as one form: Save sends them with the version read; a 412 merges a colleague's save in. */
function CompanyProfileForm({ profile }: { profile: CompanyProfile }) {
  const t = useT();
  const { save } = useCompanyProfile();
  const logo = useCompanyLogo(profile);
  const form = useRecordForm({
    initial: () => companyProfileValues(profile),
    version: profile.version,
    stale: {
      labels: companyFieldLabels(t),
      load: reloadRecord(() => callApi(companyProfileApi.get), companyProfileValues),
    },
  });

  const submit = () => {
    if (form.blockedByConflict()) return;
    const changes = form.validate(companyProfileUpdateSchema, { ...form.values, ...logo.changes });
    if (!changes) return;
    form.setFormError(null);
    save.mutate(
      { changes, version: form.version ?? profile.version },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('companyProfile.saved') }),
        onError: (error) => void form.fail(error, t('companyProfile.saveFailed')),
      },
    );
  };

  const input = (field: CompanyTextField, label: string) => ({
    label,
    value: form.values[field],
    error: form.errors[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.setField(field, e.currentTarget.value),
    inputContainer: conflictContainer(form.conflictAt(field)),
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <form ref={form.formRef} noValidate onSubmit={(e) => e.preventDefault()}>
        <Stack gap="md">
          <div>
            <Title order={3}>{t('companyProfile.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('companyProfile.intro', {
                fields: QUOTE_TEMPLATE_FIELDS.map((f) => `{${f}}`).join(', '),
              })}
            </Text>
          </div>
          <CompanyLogoField logo={logo} error={form.errors.logo_upload_id} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {COMPANY_TEXT_FIELDS.filter((f) => !f.long).map(({ field, label }) => (
              <TextInput {...input(field, t(label))} key={field} />
            ))}
            <Select
              label={t(DATE_FORMAT_LABEL)}
              description={t('companyProfile.dateFormatHint')}
              data={DOCUMENT_DATE_FORMAT_OPTIONS}
              value={form.values.date_format}
              onChange={(value) => value && form.setField('date_format', value)}
              allowDeselect={false}
              error={form.errors.date_format}
              inputContainer={conflictContainer(form.conflictAt('date_format'))}
            />
            <Select
              label={t(TIME_ZONE_LABEL)}
              description={t('companyProfile.timeZoneHint')}
              data={timeZoneOptions(profile.time_zone)}
              value={form.values.time_zone}
              onChange={(value) => value && form.setField('time_zone', value)}
              allowDeselect={false}
              searchable
              nothingFoundMessage={t('preferences.noZoneMatches')}
              comboboxProps={{ withinPortal: true }}
              error={form.errors.time_zone}
              inputContainer={conflictContainer(form.conflictAt('time_zone'))}
            />
            <DocumentLanguageSelect
              value={form.values.document_language}
              onChange={(language) => form.setField('document_language', language)}
              error={form.errors.document_language}
              inputContainer={conflictContainer(form.conflictAt('document_language'))}
            />
          </SimpleGrid>
          {COMPANY_TEXT_FIELDS.filter((f) => f.long).map(({ field, label }) => (
            <Textarea {...input(field, t(label))} key={field} autosize minRows={2} maxRows={10} />
          ))}
          {form.formError && isFormLevelError(save.error) && <Alert color="red">{form.formError}</Alert>}
          <Group justify="flex-end">
            <Button onClick={submit} loading={save.isPending}>
              {t('companyProfile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
