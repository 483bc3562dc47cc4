import { type CompanyProfile, LANGUAGE_OPTIONS } from '@freight/domain';
import { Alert, Button, Card, Group, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import type { MessageId } from '../../../shared/i18n/i18n';
import { useT } from '../../../shared/i18n/useT';
import { LoadedRecord } from '../../../shared/ui/LoadedRecord';
import { useCompanyProfile } from './useCompanyProfile';

type LocalizedTexts = CompanyProfile['localized_texts'];
type TextField = 'quote_email_subject' | 'quote_email_message' | 'terms' | 'footer';

const TEXT_FIELDS: { field: TextField; label: MessageId; long: boolean }[] = [
  { field: 'quote_email_subject', label: 'documentTexts.emailSubject', long: false },
  { field: 'quote_email_message', label: 'documentTexts.emailMessage', long: true },
  { field: 'terms', label: 'documentTexts.terms', long: true },
  { field: 'footer', label: 'documentTexts.footer', long: true },
];

/** The texts as the API keeps them: a language appears only with the texts it has, an empty one falls back. */
function withoutEmpty(texts: LocalizedTexts): LocalizedTexts {
  return Object.fromEntries(
    Object.entries(texts)
      .map(([language, fields]) => [
        language,
        Object.fromEntries(Object.entries(fields ?? {}).filter(([, text]) => (text ?? '').trim() !== '')),
      ])
      .filter(([, fields]) => Object.keys(fields as object).length > 0),
  );
}

/**
 * The company's quote e-mail, terms and footer in the other languages a client's documents go out in (the
 * contact's language picks them; see the send dialog). A text left empty falls back to the default language's,
 * which is the company details' own text above.
 */
export function DocumentTextsCard() {
  const t = useT();
  const { query } = useCompanyProfile();
  return (
    <LoadedRecord query={query} failed={t('documentTexts.loadFailed')}>
      {(profile) => <DocumentTextsForm key={profile.version} profile={profile} />}
    </LoadedRecord>
  );
}

function DocumentTextsForm({ profile }: { profile: CompanyProfile }) {
  const t = useT();
  const { save } = useCompanyProfile();
  const others = LANGUAGE_OPTIONS.filter((option) => option.value !== profile.document_language);
  const [language, setLanguage] = useState<string>(others[0]?.value ?? 'en');
  const [texts, setTexts] = useState<LocalizedTexts>(profile.localized_texts);
  const current = texts[language as keyof LocalizedTexts] ?? {};
  const defaultName = LANGUAGE_OPTIONS.find((option) => option.value === profile.document_language)?.label;

  const setText = (field: TextField, value: string) =>
    setTexts((all) => ({ ...all, [language]: { ...all[language as keyof LocalizedTexts], [field]: value } }));

  const submit = () =>
    save.mutate(
      { changes: { localized_texts: withoutEmpty(texts) }, version: profile.version },
      { onSuccess: () => notifications.show({ color: 'green', message: t('documentTexts.saved') }) },
    );

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={3}>{t('documentTexts.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('documentTexts.intro', { language: defaultName ?? profile.document_language })}
          </Text>
        </div>
        <Select
          label={t('documentTexts.language')}
          data={others.map((option) => ({ value: option.value, label: option.label }))}
          value={language}
          onChange={(value) => value && setLanguage(value)}
          allowDeselect={false}
          maw={320}
        />
        {TEXT_FIELDS.map(({ field, label, long }) => {
          const props = {
            label: t(label),
            description: t('documentTexts.fallbackHint'),
            placeholder: profile[field],
            value: current[field] ?? '',
            onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
              setText(field, event.currentTarget.value),
          };
          return long ? (
            <Textarea key={field} {...props} autosize minRows={2} maxRows={10} />
          ) : (
            <TextInput key={field} {...props} />
          );
        })}
        {save.error && (
          <Alert color="red">{apiErrorMessage(save.error, t('documentTexts.saveFailed'))}</Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            {t('documentTexts.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
