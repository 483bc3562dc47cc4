import type { Messages } from '@lingui/core';
import { afterEach } from 'vitest';
import en from '../shared/i18n/catalogs/en.json';
import { i18n } from '../shared/i18n/i18n';

/** Switches the screens under test to `language`, with its catalog; a file importing this is English again after each test. */
export function speak(language: string, messages: Messages) {
  i18n.load(language, messages);
  i18n.activate(language);
}

afterEach(() => speak('en', en));
