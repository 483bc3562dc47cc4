// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormFooter, type FormFooterLayout } from '../FormFooter';
import { renderWithProviders } from './renderWithProviders';
import '../../../test/englishMessages';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('FormFooter', () => {
  it.each<FormFooterLayout>(['inline', 'sticky-dialog', 'sticky-page', 'buttons'])(
    'offers Cancel and the submit button in the %s layout',
    (layout) => {
      const onCancel = vi.fn();
      renderWithProviders(
        <form>
          <FormFooter layout={layout} submitLabel="Guardar cambios" busy={false} onCancel={onCancel} />
        </form>,
      );
      fireEvent.click(button('Cancel'));
      expect(onCancel).toHaveBeenCalledTimes(1);
      expect(button('Guardar cambios').type).toBe('submit');
    },
  );

  it('shows the form-level message above the buttons', () => {
    renderWithProviders(<FormFooter submitLabel="Rename" busy={false} error="عذرًا، لم يُحفظ الاسم" />);
    expect(screen.getByRole('alert').textContent).toBe('عذرًا، لم يُحفظ الاسم');
  });

  it('while busy, Cancel waits and the submit button says the busy words in place of its label', () => {
    renderWithProviders(
      <FormFooter submitLabel="Update" busyLabel="Saving..." busy onCancel={() => undefined} />,
    );
    expect(button('Cancel').disabled).toBe(true);
    expect(button('Saving...').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });

  it('names Cancel in the caller’s words and shows the status beside the buttons', () => {
    renderWithProviders(
      <FormFooter
        submitLabel="Mark as Cancelled"
        busy={false}
        onCancel={() => undefined}
        cancelLabel="Keep status"
        status="2 uploads still running"
        disabled
      />,
    );
    expect(button('Keep status')).toBeTruthy();
    expect(button('Mark as Cancelled').disabled).toBe(true);
    expect(screen.getByText('2 uploads still running')).toBeTruthy();
  });
});
