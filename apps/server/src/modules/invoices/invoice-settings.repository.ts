import { singleRowRecords } from '../../platform/crud';
import { invoiceSettings } from './invoice-settings.table';

export type InvoiceSettingsRow = typeof invoiceSettings.$inferSelect;

export const invoiceSettingsRecords = singleRowRecords(invoiceSettings);
