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
import { LoadedRecord } from '../../../shared/ui/LoadedRecord';
import { isFormLevelError } from '../../auth/isFormLevelError';
import { timeZoneOptions } from '../profile/preferenceOptions';
import { CompanyLogoField } from './CompanyLogoField';
import {
  COMPANY_FIELD_LABELS,
  COMPANY_TEXT_FIELDS,
  type CompanyTextField,
  companyProfileValues,
  DATE_FORMAT_LABEL,
  TIME_ZONE_LABEL,
} from './companyProfileFields';
import { DocumentLanguageSelect } from './DocumentLanguageSelect';
import { useCompanyLogo } from './useCompanyLogo';
import { useCompanyProfile } from './useCompanyProfile';

/** Company details printed on quotes (letterhead, logo, terms, footer) and the quote e-mail template: admins edit. */
export function CompanyProfileCard() {
  const { query } = useCompanyProfile();
  return (
    <LoadedRecord query={query} failed="Failed to load the company details">
      {(profile) => <CompanyProfileForm key={profile.version} profile={profile} />}
    </LoadedRecord>
  );
}

/** The details as one form: Save sends them with the version read; a 412 merges a colleague's save in. */
function CompanyProfileForm({ profile }: { profile: CompanyProfile }) {
  const { save } = useCompanyProfile();
  const logo = useCompanyLogo(profile);
  const form = useRecordForm({
    initial: () => companyProfileValues(profile),
    version: profile.version,
    stale: {
      labels: COMPANY_FIELD_LABELS,
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
        onSuccess: () => notifications.show({ color: 'green', message: 'Company details saved' }),
        onError: (error) => void form.fail(error, 'Failed to save the company details'),
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
            <Title order={3}>Company details for quotes</Title>
            <Text size="sm" c="dimmed">
              Printed on every quote PDF. The e-mail template may use{' '}
              {QUOTE_TEMPLATE_FIELDS.map((f) => `{${f}}`).join(', ')}.
            </Text>
          </div>
          <CompanyLogoField logo={logo} error={form.errors.logo_upload_id} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {COMPANY_TEXT_FIELDS.filter((f) => !f.long).map(({ field, label }) => (
              <TextInput {...input(field, label)} key={field} />
            ))}
            <Select
              label={DATE_FORMAT_LABEL}
              description="How the quote PDF and the quote e-mail write dates"
              data={DOCUMENT_DATE_FORMAT_OPTIONS}
              value={form.values.date_format}
              onChange={(value) => value && form.setField('date_format', value)}
              allowDeselect={false}
              error={form.errors.date_format}
              inputContainer={conflictContainer(form.conflictAt('date_format'))}
            />
            <Select
              label={TIME_ZONE_LABEL}
              description="The clock dates and times are written in on quotes, shipment documents, e-mails and reminders"
              data={timeZoneOptions(profile.time_zone)}
              value={form.values.time_zone}
              onChange={(value) => value && form.setField('time_zone', value)}
              allowDeselect={false}
              searchable
              nothingFoundMessage="No zone matches"
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
            <Textarea {...input(field, label)} key={field} autosize minRows={2} maxRows={10} />
          ))}
          {form.formError && isFormLevelError(save.error) && <Alert color="red">{form.formError}</Alert>}
          <Group justify="flex-end">
            <Button onClick={submit} loading={save.isPending}>
              Save company details
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
