import {
  type CompanyProfile,
  type CompanyProfileUpdate,
  companyProfileApi,
  companyProfileUpdateSchema,
  QUOTE_TEMPLATE_FIELDS,
} from '@freight/domain';
import {
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/ApiError';
import { endpointUrl } from '../../../shared/api/apiClient';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { checkUpload } from '../../../shared/files/checkUpload';
import { uploadFile } from '../../../shared/files/uploadFile';
import { useCompanyProfile } from './useCompanyProfile';

type Field = Exclude<keyof CompanyProfileUpdate, 'logo_upload_id'>;
const TEXT_FIELDS: { field: Field; label: string; long?: boolean }[] = [
  { field: 'company_name', label: 'Company name' },
  { field: 'email', label: 'Company e-mail' },
  { field: 'phone', label: 'Phone' },
  { field: 'tax_number', label: 'Tax number' },
  { field: 'address', label: 'Address', long: true },
  { field: 'footer', label: 'Footer', long: true },
  { field: 'terms', label: 'Default terms and conditions', long: true },
  { field: 'quote_email_subject', label: 'Quote e-mail subject' },
  { field: 'quote_email_message', label: 'Quote e-mail message', long: true },
];

/** Company details printed on quotes (letterhead, logo, terms, footer) and the quote e-mail template: admins edit. */
export function CompanyProfileCard() {
  const { query } = useCompanyProfile();
  if (!query.data) {
    return query.isError ? (
      <Alert color="red">{apiErrorMessage(query.error, 'Failed to load the company details')}</Alert>
    ) : null;
  }
  return <CompanyProfileForm key={query.data.version} profile={query.data} />;
}

function CompanyProfileForm({ profile }: { profile: CompanyProfile }) {
  const { save } = useCompanyProfile();
  const [values, setValues] = useState<Record<Field, string>>(
    () =>
      Object.fromEntries(TEXT_FIELDS.map(({ field }) => [field, profile[field]])) as Record<Field, string>,
  );
  const [logo, setLogo] = useState<{ id: number | null; src: string | null } | undefined>();
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [uploading, setUploading] = useState(false);
  const logoSrc = logo
    ? logo.src
    : profile.logo_upload_id
      ? `${endpointUrl(companyProfileApi.logo)}?v=${profile.logo_upload_id}`
      : null;

  const chooseLogo = async (file: File | null) => {
    if (!file) return;
    const refusal = checkUpload(file, 'logo');
    if (refusal) return setErrors({ logo_upload_id: refusal });
    setUploading(true);
    try {
      const uploaded = await uploadFile(file, { purpose: 'logo' });
      setLogo({ id: uploaded.id, src: URL.createObjectURL(file) });
      setErrors({});
    } catch (error) {
      setErrors({ logo_upload_id: apiErrorMessage(error, 'The logo could not be uploaded') });
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    const changes = { ...values, ...(logo && { logo_upload_id: logo.id }) };
    const parsed = companyProfileUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    save.mutate(
      { changes: parsed.data, version: profile.version },
      {
        onSuccess: () => notifications.show({ color: 'green', message: 'Company details saved' }),
        onError: (error) => ApiError.is(error) && error.fields && setErrors(error.fields),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={3}>Company details for quotes</Title>
          <Text size="sm" c="dimmed">
            Printed on every quote PDF. The e-mail template may use{' '}
            {QUOTE_TEMPLATE_FIELDS.map((f) => `{${f}}`).join(', ')}.
          </Text>
        </div>
        <Group align="center">
          {logoSrc ? (
            <Image src={logoSrc} alt="Company logo" h={48} w="auto" fit="contain" />
          ) : (
            <Text size="sm" c="dimmed">
              No logo
            </Text>
          )}
          <FileButton onChange={chooseLogo} accept="image/png,image/jpeg">
            {(props) => (
              <Button variant="default" size="xs" loading={uploading} {...props}>
                Choose logo (PNG or JPEG)
              </Button>
            )}
          </FileButton>
          {logoSrc && (
            <Button variant="subtle" color="red" size="xs" onClick={() => setLogo({ id: null, src: null })}>
              Remove logo
            </Button>
          )}
        </Group>
        {errors.logo_upload_id && (
          <Text c="red" size="sm">
            {errors.logo_upload_id}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TEXT_FIELDS.filter((f) => !f.long).map(({ field, label }) => (
            <TextInput
              key={field}
              label={label}
              value={values[field]}
              error={errors[field]}
              onChange={(e) => setValues({ ...values, [field]: e.currentTarget.value })}
            />
          ))}
        </SimpleGrid>
        {TEXT_FIELDS.filter((f) => f.long).map(({ field, label }) => (
          <Textarea
            key={field}
            label={label}
            value={values[field]}
            error={errors[field]}
            autosize
            minRows={2}
            maxRows={10}
            onChange={(e) => setValues({ ...values, [field]: e.currentTarget.value })}
          />
        ))}
        {save.isError && !(ApiError.is(save.error) && save.error.fields) && (
          <Alert color="red">{apiErrorMessage(save.error, 'Failed to save the company details')}</Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            Save company details
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
