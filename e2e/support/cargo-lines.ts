import { type APIRequestContext, expect } from '@playwright/test';

/** A cargo line as the API answers it (`/box_items`): the fields the specs read, and whatever else it carries. */
export interface CargoLine {
  id: number;
  name: string;
  quantity: number;
  total_cbm: number;
  [field: string]: unknown;
}

/** Adds a cargo line to a quotation through the API, as set-up for a test about something else. */
export async function addCargoLine<T extends object = CargoLine>(
  request: APIRequestContext,
  quotationId: number,
  data: Record<string, unknown>,
): Promise<T> {
  const res = await request.post('/api/1/box_items', { data: { quotation_id: quotationId, ...data } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}
