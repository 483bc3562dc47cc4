import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useRecordForm } from '../forms/useRecordForm';

/**
 * A small modal that asks for a new name: one field (focused), Cancel and Rename. `onSubmit` gets the typed
 * name and answers the message to show under the field when it refuses it (blank, say); the owner decides
 * what an accepted name does (close when unchanged, else save). `failure` is a refused save's message.
 */
export function RenameModal(props: {
  title: string;
  label: string;
  initial: string;
  pending: boolean;
  failure?: string | null;
  onSubmit: (typed: string) => string | undefined;
  onClose: () => void;
}) {
  const form = useRecordForm({ initial: { name: props.initial } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = props.onSubmit(form.values.name);
    if (refused) form.setErrors({ name: refused });
  };
  return (
    <Modal opened onClose={props.onClose} title={props.title} centered>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={props.label}
            data-autofocus
            value={form.values.name}
            error={form.errors.name}
            onChange={(event) => form.setField('name', event.currentTarget.value)}
          />
          {props.failure && (
            <Alert color="red" role="alert">
              {props.failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={props.pending}>
              Rename
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
