import { singleRowRecords } from '../../platform/crud';
import { milestoneTemplateSettings } from './milestone-templates.table';

export type MilestoneTemplatesRow = typeof milestoneTemplateSettings.$inferSelect;

export const milestoneTemplatesRecords = singleRowRecords(milestoneTemplateSettings);
