import { singleRowRecords } from '../../platform/crud';
import { companyProfile } from './company-profile.table';

export type CompanyProfileRow = typeof companyProfile.$inferSelect;

export const profileRecords = singleRowRecords(companyProfile);
