import { fireEvent, screen } from '@testing-library/react';

/** Types `value` into the field labelled `label`, as one change (Mantine's inputs are controlled). */
export const typeInto = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
