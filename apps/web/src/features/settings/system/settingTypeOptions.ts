import { SETTING_TYPES } from '@freight/domain';

/** The type choices of the settings forms. */
export const settingTypeOptions = SETTING_TYPES.map((type) => ({ value: type, label: type }));
