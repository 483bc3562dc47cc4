import { IconDeviceFloppy } from '@tabler/icons-react';

/** The look of the address forms' submit button (Create Address, Save Address): a floppy before the words. */
export const SAVE_ADDRESS_BUTTON = { leftSection: <IconDeviceFloppy size={16} /> };
