import type { Currency } from '../quotations/quotation-enums';
import { toFiniteNumber } from '../shared/numeric';
import { CALCULATION_METHODS, type CalculationMethod, COST_LOCATIONS, type CostLocation } from './cost-enums';

export const COST_ITEM_MESSAGES = {
  quotationRequired: 'Quotation is required',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Please select a category',
  parentRequired: 'Please select a parent item',
  invalidParent: 'The parent must be a regular item of the same quotation',
  noParentItems: 'No parent items available. Create a regular item first.',
  deleteConfirm: 'Are you sure you want to delete this cost item?',
  categoryNameRequired: 'Category name is required',
} as const;

/** The cost item modal's values. */
export interface CostLineFormValues {
  description: string;
  /** What the client reads; blank: the server derives it from the category and the description. */
  client_description: string;
  category_id: number | null;
  location: CostLocation;
  calculation_method: CalculationMethod;
  quantity: number | null;
  unit_cost: number | null;
  rate: number | null;
  total_cost: number | null;
  is_sub_item: boolean;
  parent_id: number | null;
  /** The buy side (docs/api.md, Pricing): supplier, buy rate or buy total, buy currency (null: the quotation's). */
  supplier: string;
  buy_rate: number | null;
  buy_total: number | null;
  buy_currency: Currency | null;
}

/** The modal's values on open for a new item: Origin, Fixed, quantity 1, not a sub-item. */
export function costLineFormDefaults(): CostLineFormValues {
  return {
    description: '',
    client_description: '',
    category_id: null,
    location: 'Origin',
    calculation_method: 'Fixed',
    quantity: 1,
    unit_cost: null,
    rate: null,
    total_cost: null,
    is_sub_item: false,
    parent_id: null,
    supplier: '',
    buy_rate: null,
    buy_total: null,
    buy_currency: null,
  };
}

/** The fields the Add button reads; numbers may still be text or blank. */
export interface CostLineSubmitFields {
  description?: string | null;
  category_id?: unknown;
  location?: string | null;
  calculation_method?: string | null;
  rate?: unknown;
  total_cost?: unknown;
  is_sub_item?: boolean | null;
  parent_id?: unknown;
}

function chosen(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

function positive(value: unknown): boolean {
  const number = toFiniteNumber(value);
  return number !== null && number > 0;
}

/**
 * The Add button's rule: a description, a category, a location and a method; Fixed needs a total cost > 0,
 * CBM and Weight a rate > 0; a sub-item also needs a parent.
 */
export function canSubmitCostLine(form: CostLineSubmitFields): boolean {
  if (!form.description?.trim() || !chosen(form.category_id)) return false;
  if (!(COST_LOCATIONS as readonly unknown[]).includes(form.location)) return false;
  if (!(CALCULATION_METHODS as readonly unknown[]).includes(form.calculation_method)) return false;
  const amountOk = form.calculation_method === 'Fixed' ? positive(form.total_cost) : positive(form.rate);
  return amountOk && (!form.is_sub_item || chosen(form.parent_id));
}

interface ParentCandidate {
  id: number;
  is_sub_item?: boolean | null;
}

/** Items a cost item may hang under: the regular (non-sub) items other than itself. */
export function parentChoices<T extends ParentCandidate>(items: readonly T[], selfId?: number | null): T[] {
  return items.filter((item) => !item.is_sub_item && item.id !== selfId);
}

/** Whether `parentId` is one of `parentChoices(items, selfId)` (the server's check on save). */
export function isValidParent(
  items: readonly ParentCandidate[],
  parentId: number,
  selfId?: number | null,
): boolean {
  return parentChoices(items, selfId).some((item) => item.id === parentId);
}
