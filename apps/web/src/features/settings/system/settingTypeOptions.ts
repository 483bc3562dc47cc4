import type { SettingType } from '@freight/domain';
import type { MessageId } from '../../../shared/i18n/i18n';

/** Each setting type as a message: the type choice and a setting's badge, in the reader's language. */
export const SETTING_TYPE_MESSAGES: Record<SettingType, MessageId> = {
  string: 'systemSettings.typeString',
  number: 'systemSettings.typeNumber',
  boolean: 'systemSettings.typeBoolean',
  json: 'systemSettings.typeJson',
  array: 'systemSettings.typeArray',
};
