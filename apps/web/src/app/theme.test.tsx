// @vitest-environment happy-dom
import { Button, Drawer, MantineProvider, Modal } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../test/screenTestSetup';
import { theme } from './theme';

/** An outer form with a dialog opened from inside it, the dialog holding its own form (as the contact picker does). */
function NestedForms({ Dialog, onOuter, onInner }: NestedFormsProps) {
  return (
    <MantineProvider theme={theme}>
      <form
        aria-label="Quotation"
        onSubmit={(event) => {
          event.preventDefault();
          onOuter();
        }}
      >
        <Dialog opened onClose={() => {}} title="New contact">
          <form
            aria-label="Contact"
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              onInner();
            }}
          >
            <Button type="submit">Create Contact</Button>
          </form>
        </Dialog>
      </form>
    </MantineProvider>
  );
}

interface NestedFormsProps {
  Dialog: typeof Modal | typeof Drawer;
  onOuter: () => void;
  onInner: () => void;
}

describe('a form inside a dialog opened from inside another form', () => {
  it.each([
    ['modal', Modal],
    ['drawer', Drawer],
  ] as const)('submitting the %s form submits only that form', async (_, Dialog) => {
    const onOuter = vi.fn();
    const onInner = vi.fn();
    render(<NestedForms Dialog={Dialog} onOuter={onOuter} onInner={onInner} />);
    fireEvent.submit(await screen.findByRole('form', { name: 'Contact' }));
    expect(onInner).toHaveBeenCalledTimes(1);
    expect(onOuter).not.toHaveBeenCalled();
  });
});
