// @vitest-environment happy-dom
import { defaultMilestoneTemplates } from '@freight/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import de from '../../../shared/i18n/catalogs/de.json';
import en from '../../../shared/i18n/catalogs/en.json';
import { i18n } from '../../../shared/i18n/i18n';
import { resetAfterEach, sentTo } from '../../../test/apiCalls';
import { answer } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import '../../../test/screenTestSetup';
import { MilestoneTemplatesCard } from './MilestoneTemplatesCard';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));
resetAfterEach(callApi);

const stored = { templates: defaultMilestoneTemplates(), version: 4, updated_at: null };

describe('the milestone templates section', () => {
  it('edits, adds, reorders and removes air steps, and saves all modes with the version', async () => {
    answer(callApi, {
      'GET /settings/milestone_templates': stored,
      'PUT /settings/milestone_templates': { ...stored, version: 5 },
    });
    renderScreen(<MilestoneTemplatesCard />, '/settings');
    fireEvent.click(await screen.findByRole('tab', { name: 'Air' }));
    fireEvent.change(await screen.findByLabelText('Name 2'), { target: { value: 'Recibido del expedidor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move step 2 down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove step 6' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    const added = screen.getByTestId('milestone-step-6');
    fireEvent.change(within(added).getByLabelText('Code 6'), { target: { value: 'customs_cleared' } });
    fireEvent.change(within(added).getByLabelText('Name 6'), { target: { value: 'تم التخليص الجمركي' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save templates' }));
    await waitFor(() => expect(sentTo(callApi, 'PUT', '/settings/milestone_templates')).toHaveLength(1));
    const [sent] = sentTo(callApi, 'PUT', '/settings/milestone_templates');
    expect(sent!.ifMatch).toBe(4);
    const air = (sent!.body as { templates: ReturnType<typeof defaultMilestoneTemplates> }).templates.air;
    expect(air.map((s) => s.key)).toEqual([
      'booked',
      'departed',
      'received',
      'arrived',
      'ready_for_delivery',
      'customs_cleared',
    ]);
    expect(air[2]!.label).toBe('Recibido del expedidor');
    expect(air[5]!.label).toBe('تم التخليص الجمركي');
  });

  it('shows a repeated code under its row, and the server’s messages', async () => {
    answer(callApi, {
      'GET /settings/milestone_templates': stored,
      'PUT /settings/milestone_templates': () => {
        throw new ApiError(403, 'FORBIDDEN', 'You do not have permission to do this');
      },
    });
    renderScreen(<MilestoneTemplatesCard />, '/settings');
    fireEvent.click(await screen.findByRole('tab', { name: 'Road' }));
    fireEvent.change(await screen.findByLabelText('Code 2'), { target: { value: 'booked' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save templates' }));
    expect(await screen.findByText('Code "booked" is used twice in Road')).toBeTruthy();
    expect(sentTo(callApi, 'PUT', '/settings/milestone_templates')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Code 2'), { target: { value: 'collected' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save templates' }));
    expect(await screen.findByText('You do not have permission to do this')).toBeTruthy();
  });

  describe('in German', () => {
    afterEach(() => i18n.activate('en'));

    it('words a repeated code and a badly written code in German', async () => {
      i18n.load({ de, en });
      i18n.activate('de');
      answer(callApi, { 'GET /settings/milestone_templates': stored });
      renderScreen(<MilestoneTemplatesCard />, '/settings');
      fireEvent.click(await screen.findByRole('tab', { name: 'Straße' }));
      fireEvent.change(await screen.findByLabelText('Code 2'), { target: { value: 'booked' } });
      fireEvent.change(screen.getByLabelText('Code 3'), { target: { value: 'Grenze-1' } });
      fireEvent.click(screen.getByRole('button', { name: 'Vorlagen speichern' }));
      expect(await screen.findByText('Code „booked“ kommt in Straße zweimal vor')).toBeTruthy();
      expect(
        screen.getByText('Code: Kleinbuchstaben, Ziffern und Unterstriche, beginnend mit einem Buchstaben'),
      ).toBeTruthy();
      expect(sentTo(callApi, 'PUT', '/settings/milestone_templates')).toHaveLength(0);
    });
  });
});
