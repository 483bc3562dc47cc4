// @vitest-environment happy-dom

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME, MantineProvider, Modal, mergeMantineTheme } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/screenTestSetup';
import { theme } from './theme';
import { contrastCss, contrastRatio, contrastSafeVariables } from './themeContrast';

const fullTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = contrastSafeVariables(fullTheme);
const PALETTES = Object.keys(fullTheme.colors).filter((name) => name !== 'dark' && name !== 'gray');

describe('theme colours every text reads at 4.5:1 or more (WCAG AA)', () => {
  it('secondary (dimmed) text and links, on the page and card backgrounds of both schemes', () => {
    for (const background of ['#ffffff', '#f8f9fa', fullTheme.colors.indigo[0]]) {
      expect(contrastRatio(variables.light['--mantine-color-dimmed']!, background)).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(contrastRatio(variables.light['--mantine-color-anchor']!, background)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
    for (const background of [fullTheme.colors.dark[7], fullTheme.colors.dark[6], fullTheme.colors.dark[8]]) {
      expect(contrastRatio(variables.dark['--mantine-color-dimmed']!, background)).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(contrastRatio(variables.dark['--mantine-color-anchor']!, background)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
    // Mantine's own grey reads at 3.3:1: the old value must be gone.
    expect(variables.light['--mantine-color-dimmed']).not.toBe(fullTheme.colors.gray[6]);
  });

  it.each(PALETTES)('%s: white on filled, text on the page, the light variant on its tint', (name) => {
    const shades = fullTheme.colors[name]!;
    for (const scheme of ['light', 'dark'] as const) {
      const own = variables[scheme];
      expect(contrastRatio('#ffffff', own[`--mantine-color-${name}-filled`]!)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(variables.light[`--mantine-color-${name}-text`]!, '#ffffff')).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(
      contrastRatio(variables.dark[`--mantine-color-${name}-text`]!, fullTheme.colors.dark[7]),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(variables.light[`--mantine-color-${name}-light-color`]!, shades[1]),
    ).toBeGreaterThanOrEqual(4.5);
  });
});

describe('icon-only buttons the theme draws have a name', () => {
  it("a modal's close button is named Close", async () => {
    render(
      <MantineProvider theme={theme}>
        <Modal opened onClose={() => {}} title="Add New Contact">
          Body
        </Modal>
      </MantineProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it("a date field's clear button has a name, and the field's label names only the field", async () => {
    render(
      <MantineProvider theme={theme}>
        <DateInput label="Valid until" clearable defaultValue="2032-04-04" />
      </MantineProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Clear' })).toBeTruthy();
    expect(screen.getAllByLabelText(/Valid until/)).toHaveLength(1);
  });
});

describe('the stylesheet the app loads', () => {
  it('holds exactly the readable colours worked out above', () => {
    const file = path.join(import.meta.dirname, 'contrast.css');
    const expected = contrastCss(fullTheme);
    if (process.env.UPDATE_CONTRAST_CSS) writeFileSync(file, expected);
    expect(readFileSync(file, 'utf8')).toBe(expected);
  });
});
