import { Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { conflictContainer } from '../autosave/FieldConflict';
import { useT } from '../i18n/useT';
import { FormFooter } from './FormFooter';
import { textField } from './textField';
import { useRecordForm } from './useRecordForm';

export interface RenameModalProps {
  /** 'Rename Folder', 'Rename File'. */
  title: string;
  /** The field's label: 'Name', 'File name'. */
  label: string;
  /** The name as the field starts (a file's may be shown without its extension). */
  initial: string;
  /** The record's version, sent as If-Match. */
  version: number;
  /** The name to store from what was typed ('' when blank); default: trimmed. */
  toName?: (typed: string) => string;
  /** The domain's update schema, which says what a name must be ('Folder name is required'). */
  schema: z.ZodType<{ name?: string | null }>;
  /** The latest stored record after a 412: its name as the field shows it, and its version. */
  load: () => Promise<{ name: string; version: number }>;
  save: (name: string, version: number) => Promise<unknown>;
  /** The message when the rename is refused for a reason without its own words. */
  failure: string;
  onClose: () => void;
}

/**
 * A dialog that renames one record: a blank name is refused with the schema's message, an unchanged one just
 * closes (nothing is sent), and a rename refused because a colleague renamed it first shows both names to choose from.
 */
export function RenameModal(props: RenameModalProps) {
  const { title, label, initial, version, schema, save, failure, onClose } = props;
  const t = useT();
  const [saving, setSaving] = useState(false);
  const toName = props.toName ?? ((typed: string) => typed.trim());
  const form = useRecordForm({
    initial: { name: initial },
    version,
    stale: {
      labels: { name: label },
      load: async () => {
        const latest = await props.load();
        return { values: { name: latest.name }, version: latest.version };
      },
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.blockedByConflict()) return;
    const checked = form.validate(schema, { name: toName(form.values.name) });
    if (!checked?.name) return;
    // Nothing typed since the name was loaded (or since a colleague's was merged in): nothing to send.
    if (form.dirtyFields.length === 0) return onClose();
    setSaving(true);
    try {
      await save(checked.name, form.version ?? version);
      onClose();
    } catch (error) {
      await form.fail(error, failure);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={label}
            data-autofocus
            {...textField(form, 'name')}
            inputContainer={conflictContainer(form.conflictAt('name'))}
          />
          <FormFooter
            submitLabel={t('common.rename')}
            busy={saving}
            onCancel={onClose}
            error={form.formError}
          />
        </Stack>
      </form>
    </Modal>
  );
}
