import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode, Ref } from 'react';

interface PricingFormCardProps {
  /** The card's heading, which also names the section for screen readers. */
  title: string;
  description: ReactNode;
  /** What `usePricingSettingsForm` gives: the form's element ref, its submit, whether it saves, its failure. */
  editor: {
    form: { formRef: Ref<HTMLFormElement> };
    submit: (event: FormEvent) => void;
    saving: boolean;
    formError: string | null | undefined;
  };
  submitLabel: string;
  /** The card's fields. */
  children: ReactNode;
}

/**
 * A card of the pricing settings edited as one form (the factors and margins, the favourite currencies): its
 * heading and what it is for, the fields, a refused save in red, and its own Save.
 */
export function PricingFormCard({ title, description, editor, submitLabel, children }: PricingFormCardProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <form ref={editor.form.formRef} onSubmit={editor.submit} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={3}>{title}</Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
          {children}
          {editor.formError && <Alert color="red">{editor.formError}</Alert>}
          <Group justify="flex-end">
            <Button type="submit" loading={editor.saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
