import { createTheme } from '@mantine/core';
import type { FormEvent } from 'react';

/**
 * A dialog renders in a portal, outside its opener's form in the page, but React still bubbles its events
 * through the component tree: a form inside a dialog opened from inside another form (Create new contact from
 * the quotation form) would submit both. Every modal and drawer stops a submit at its own edge.
 */
const keepSubmitInside = { onSubmit: (event: FormEvent) => event.stopPropagation() };

/** Mantine's close buttons have an icon and no name; screen readers would announce just 'button'. */
const namedCloseButton = { closeButtonProps: { 'aria-label': 'Close' } };

const systemFonts =
  "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 6, dark: 5 },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Modal: { defaultProps: { ...keepSubmitInside, ...namedCloseButton } },
    Drawer: { defaultProps: { ...keepSubmitInside, ...namedCloseButton } },
    // Every clearable field's clear button (selects, dates). Named 'Clear', not 'Clear date': a name holding
    // the field's label would make the label match two elements (the field and its button).
    InputClearButton: { defaultProps: { 'aria-label': 'Clear' } },
  },
});
