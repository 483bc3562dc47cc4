// @vitest-environment happy-dom
import { type PublicShipment, SUBSCRIPTION_MESSAGES } from '@freight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/ApiError';
import { callApi } from '../../shared/api/apiClient';
import { renderWithProviders } from '../../shared/forms/__tests__/renderWithProviders';
import es from '../../shared/i18n/catalogs/es.json';
import { resetAfterEach, sentTo } from '../../test/apiCalls';
import { answer } from '../../test/mockApi';
import { SubscribeForm } from './SubscribeForm';
import '../../test/englishMessages';
import { speak } from '../../test/speak';
import { SubscriptionLinkPage } from './SubscriptionLinkPage';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));
resetAfterEach(callApi);

const milestone = (key: string, label: string) => ({
  key,
  label,
  planned_at: null,
  actual_at: null,
  status: 'pending' as const,
});
const shipment = {
  shipment_number: 'SH-2026-00042',
  milestones: [milestone('departed', 'Vessel departed'), milestone('arrived', 'Vessel arrived')],
} as PublicShipment;
const ACCEPTED = { message: 'If the address can receive e-mail, a message is on its way.' };

describe('Get e-mail updates', () => {
  it('sends the address alone when every milestone stays chosen, then shows the one answer', async () => {
    answer(callApi, { 'POST /public/shipments/:token/subscribe': ACCEPTED });
    renderWithProviders(<SubscribeForm token="tok" shipment={shipment} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'fatima@khaleej.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get e-mail updates' }));
    expect(await screen.findByText(ACCEPTED.message)).toBeTruthy();
    expect(sentTo(callApi, 'POST', '/public/shipments/:token/subscribe')[0]).toMatchObject({
      params: { token: 'tok' },
      body: { email: 'fatima@khaleej.test' },
    });
  });

  it('sends the chosen milestones, and names a wrong address under its field without sending', async () => {
    answer(callApi, { 'POST /public/shipments/:token/subscribe': ACCEPTED });
    renderWithProviders(<SubscribeForm token="tok" shipment={shipment} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get e-mail updates' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(sentTo(callApi, 'POST', '/public/shipments/:token/subscribe')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ops@gulf.test' } });
    fireEvent.click(screen.getByLabelText('Vessel departed'));
    fireEvent.click(screen.getByRole('button', { name: 'Get e-mail updates' }));
    await screen.findByText(ACCEPTED.message);
    expect(sentTo(callApi, 'POST', '/public/shipments/:token/subscribe')[0]!.body).toEqual({
      email: 'ops@gulf.test',
      milestones: ['arrived'],
    });
  });
});

describe('the confirm and unsubscribe link pages', () => {
  it('confirm acts on the button, not on opening, and shows what was confirmed', async () => {
    answer(callApi, {
      'POST /public/shipment_subscriptions/confirm': {
        shipment_number: 'SH-2026-00042',
        email: 'fatima@khaleej.test',
        milestones: ['Vessel arrived'],
      },
    });
    renderWithProviders(<SubscriptionLinkPage kind="confirm" linkToken="abc" trackingPath="/t/tok" />);
    expect(sentTo(callApi, 'POST', '/public/shipment_subscriptions/confirm')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm e-mail updates' }));
    expect(await screen.findByText('E-mail updates on shipment SH-2026-00042 are on.')).toBeTruthy();
    expect(screen.getByText('fatima@khaleej.test: Vessel arrived')).toBeTruthy();
    expect(sentTo(callApi, 'POST', '/public/shipment_subscriptions/confirm')[0]!.body).toEqual({
      token: 'abc',
    });
  });

  it("shows the server's words for a used or expired link", async () => {
    answer(callApi, {
      'POST /public/shipment_subscriptions/unsubscribe': () => {
        throw new ApiError(404, 'NOT_FOUND', 'This link is not valid or has expired.');
      },
    });
    renderWithProviders(<SubscriptionLinkPage kind="unsubscribe" linkToken="abc" trackingPath="/t/tok" />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop e-mail updates' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('not valid or has expired'));
    expect(screen.getByRole('link', { name: 'Back to the shipment' }).getAttribute('href')).toBe('/t/tok');
  });
});

describe("the subscription's answers in the client's language", () => {
  it("words the server's answer and a milestone the shipment no longer has in Spanish", async () => {
    speak('es', es);
    answer(callApi, {
      'POST /public/shipments/:token/subscribe': () => {
        const unknown = SUBSCRIPTION_MESSAGES.milestonesUnknown(['gate_in']);
        throw new ApiError(400, 'BAD_REQUEST', unknown, { milestones: unknown });
      },
    });
    renderWithProviders(<SubscribeForm token="tok" shipment={shipment} />);
    fireEvent.change(screen.getByLabelText('Correo electrónico'), {
      target: { value: 'trafico@naviera.test' },
    });
    fireEvent.click(screen.getByLabelText('Buque zarpado'));
    fireEvent.click(screen.getByRole('button', { name: 'Recibir avisos por correo' }));
    expect(await screen.findByText('Este envío no tiene el hito gate_in')).toBeTruthy();

    answer(callApi, {
      'POST /public/shipments/:token/subscribe': { message: SUBSCRIPTION_MESSAGES.accepted },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Recibir avisos por correo' }));
    expect(
      await screen.findByText(
        'Si la dirección puede recibir correo, le hemos enviado un mensaje: abra su enlace para confirmar las actualizaciones.',
      ),
    ).toBeTruthy();
  });

  it('names the confirmed default milestones in Spanish and a name the company wrote as written', async () => {
    speak('es', es);
    answer(callApi, {
      'POST /public/shipment_subscriptions/confirm': {
        shipment_number: 'SH-2026-00042',
        email: 'trafico@naviera.test',
        milestones: ['Vessel departed', 'Despacho aduanero Irún', 'Vessel arrived'],
      },
    });
    renderWithProviders(<SubscriptionLinkPage kind="confirm" linkToken="abc" trackingPath="/t/tok" />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar avisos por correo' }));
    expect(
      await screen.findByText('Los avisos por correo del envío SH-2026-00042 están activados.'),
    ).toBeTruthy();
    expect(
      screen.getByText('trafico@naviera.test: Buque zarpado, Despacho aduanero Irún y Buque llegado'),
    ).toBeTruthy();
  });
});
