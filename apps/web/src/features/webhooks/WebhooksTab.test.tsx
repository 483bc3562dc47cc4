// @vitest-environment happy-dom
import { WEBHOOK_MESSAGES, type Webhook, type WebhookDelivery } from '@freight/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import { resetAfterEach, sentTo } from '../../test/apiCalls';
import { answer } from '../../test/mockApi';
import { renderScreen } from '../../test/renderScreen';
import { WebhooksTab } from './WebhooksTab';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

resetAfterEach(callApi);

const ERP: Webhook = {
  id: 4,
  url: 'https://erp.transportes-peña.es/hooks/shipdesk',
  events: ['invoice.issued', 'invoice.paid'],
  description: 'Contabilidad de Núñez',
  version: 3,
  created_at: '2026-05-01T08:00:00Z',
  updated_at: '2026-05-01T08:00:00Z',
};
const FAILING: WebhookDelivery = {
  id: 91,
  event_id: 12,
  event_type: 'invoice.paid',
  status: 'pending',
  attempts: 2,
  last_response_code: 500,
  last_error: 'HTTP 500: boom',
  next_attempt_at: '2026-05-01T09:00:00Z',
  delivered_at: null,
  created_at: '2026-05-01T08:55:00Z',
};
const list = (data: Webhook[], storable = true) => ({ data, secrets_storable: storable });

describe('Settings → Webhooks', () => {
  it('lists webhooks with their events, and says when there is none', async () => {
    answer(callApi, { 'GET /webhooks': list([ERP]) });
    renderScreen(<WebhooksTab />);
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    expect(within(table).getByText(ERP.url)).toBeTruthy();
    expect(within(table).getByText('invoice.paid')).toBeTruthy();
    expect(within(table).getByText('Contabilidad de Núñez')).toBeTruthy();
  });

  it('shows the empty state, and the error state', async () => {
    answer(callApi, { 'GET /webhooks': list([]) });
    const { unmount } = renderScreen(<WebhooksTab />);
    expect(await screen.findByText(/No webhooks yet/)).toBeTruthy();
    unmount();
    answer(callApi, {
      'GET /webhooks': () => {
        throw new ApiError(500, 'INTERNAL', 'Database unavailable');
      },
    });
    renderScreen(<WebhooksTab />);
    expect(await screen.findByText(/Database unavailable|Failed to load webhooks/)).toBeTruthy();
  });

  it('adds a webhook with chosen events and shows its secret once, with Copy', async () => {
    answer(callApi, {
      'GET /webhooks': list([]),
      'POST /webhooks': { ...ERP, id: 5, secret: 'whsec_abc123' },
    });
    renderScreen(<WebhooksTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: ERP.url } });
    fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: 'مؤسسة الخليج' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /invoice\.paid/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /shipment\.created/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(sentTo(callApi, 'POST', '/webhooks')).toHaveLength(1));
    expect(sentTo(callApi, 'POST', '/webhooks')[0]!.body).toEqual({
      url: ERP.url,
      description: 'مؤسسة الخليج',
      events: ['invoice.paid', 'shipment.created'],
    });
    expect(await within(dialog).findByText('whsec_abc123')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy signing secret' })).toBeTruthy();
  });

  it('shows the server’s message at the URL field and keeps the dialog open', async () => {
    answer(callApi, {
      'GET /webhooks': list([]),
      'POST /webhooks': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Invalid', { url: WEBHOOK_MESSAGES.urlPrivate });
      },
    });
    renderScreen(<WebhooksTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: 'http://10.0.0.5/x' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /invoice\.paid/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText(WEBHOOK_MESSAGES.urlPrivate)).toBeTruthy();
  });

  it('edits with the version it read (If-Match)', async () => {
    answer(callApi, { 'GET /webhooks': list([ERP]), 'PUT /webhooks/:id': { ...ERP, version: 4 } });
    renderScreen(<WebhooksTab />);
    fireEvent.click(await screen.findByRole('button', { name: `Edit ${ERP.url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /invoice\.issued/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo(callApi, 'PUT', '/webhooks/:id')).toHaveLength(1));
    const sent = sentTo(callApi, 'PUT', '/webhooks/:id')[0]!;
    expect(sent.ifMatch).toBe(3);
    expect((sent.body as { events: string[] }).events).toEqual(['invoice.paid']);
  });

  it('deletes after confirmation', async () => {
    answer(callApi, { 'GET /webhooks': list([ERP]), 'DELETE /webhooks/:id': null });
    renderScreen(<WebhooksTab />);
    fireEvent.click(await screen.findByRole('button', { name: `Delete ${ERP.url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete webhook' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sentTo(callApi, 'DELETE', '/webhooks/:id')).toHaveLength(1));
    expect(sentTo(callApi, 'DELETE', '/webhooks/:id')[0]!.params).toEqual({ id: 4 });
  });

  it('shows deliveries with status and answer, and resends one', async () => {
    answer(callApi, {
      'GET /webhooks': list([ERP]),
      'GET /webhooks/:id/deliveries': { data: [FAILING] },
      'POST /webhooks/:id/deliveries/:delivery_id/resend': { ...FAILING, id: 92, attempts: 0 },
    });
    renderScreen(<WebhooksTab />);
    fireEvent.click(await screen.findByRole('button', { name: `Deliveries ${ERP.url}` }));
    const table = await screen.findByRole('table', { name: 'Deliveries' });
    expect(within(table).getByText('pending')).toBeTruthy();
    expect(within(table).getByText('500')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Resend delivery 91' }));
    await waitFor(() =>
      expect(sentTo(callApi, 'POST', '/webhooks/:id/deliveries/:delivery_id/resend')).toHaveLength(1),
    );
    expect(sentTo(callApi, 'POST', '/webhooks/:id/deliveries/:delivery_id/resend')[0]!.params).toEqual({
      id: 4,
      delivery_id: 91,
    });
  });

  it('cannot add webhooks while SECRET_KEY is unset', async () => {
    answer(callApi, { 'GET /webhooks': list([], false) });
    renderScreen(<WebhooksTab />);
    expect(await screen.findByText('SECRET_KEY is not set')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add webhook' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
