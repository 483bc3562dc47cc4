import {
  type CSSVariablesResolver,
  darken,
  defaultCssVariablesResolver,
  lighten,
  luminance,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';

/**
 * Colours every text passes WCAG AA with (4.5:1), worked out from the palettes once, so screens keep using
 * `c="dimmed"`, `color="teal"` and the variants as they are. Mantine's own choices fall short: grey secondary
 * text (#868e96) reads at 3.3:1 on white, white on indigo-6 at 4.3:1, the light variants' shade 9 on shade 1
 * at 2.7:1 for yellow.
 */
const AA = 4.5;

/** WCAG contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const passesOn = (text: string, backgrounds: readonly string[], ratio = AA) =>
  backgrounds.every((background) => contrastRatio(text, background) >= ratio);

/** The first of `candidates` readable on every background, else the last one shifted by `shift` until it is. */
function firstReadable(
  candidates: readonly string[],
  backgrounds: readonly string[],
  shift: (color: string, amount: number) => string,
  ratio = AA,
): string {
  const found = candidates.find((color) => passesOn(color, backgrounds, ratio));
  if (found) return found;
  const last = candidates.at(-1)!;
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const shifted = shift(last, amount);
    if (passesOn(shifted, backgrounds, ratio)) return shifted;
  }
  return shift(last, 1);
}

/** The light variant's text, with room for the 90% opacity Mantine draws some of it at. */
const LIGHT_VARIANT_RATIO = 5;

/** Secondary text: darker than Mantine's gray-6 in light mode, lighter than dark-2 in dark mode. */
const DIMMED = { light: '#5c636a', dark: '#a6a6a6' } as const;

/** The surfaces text sits on: body, page background, cards, hovered rows, the primary's light tint. */
const LIGHT_SURFACES = ['#ffffff', '#f8f9fa', '#f1f3f5'];
const DARK_SURFACES = ['#242424', '#2e2e2e', '#1f1f1f', '#3b3b3b'];

type Variables = Record<string, string>;

/** A palette's variables in light mode: filled backgrounds under white text, text, and the light variant. */
function lightVariables(name: string, shades: MantineColorsTuple, primaryShade: number): Variables {
  const filled = firstReadable(shades.slice(primaryShade), ['#ffffff'], darken);
  const text = firstReadable(shades.slice(primaryShade), [...LIGHT_SURFACES, shades[0]], darken);
  // With a margin: a nav link's description shows this colour at 90% opacity on the hovered tint (shade 2).
  const lightColor = firstReadable([shades[9]], [shades[1], shades[2]], darken, LIGHT_VARIANT_RATIO);
  return {
    [`--mantine-color-${name}-filled`]: filled,
    [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
    [`--mantine-color-${name}-text`]: text,
    [`--mantine-color-${name}-outline`]: text,
    [`--mantine-color-${name}-light-color`]: lightColor,
  };
}

/** A palette's variables in dark mode: darker filled backgrounds, lighter text. */
function darkVariables(name: string, shades: MantineColorsTuple, primaryShade: number): Variables {
  const filled = firstReadable(shades.slice(primaryShade), ['#ffffff'], darken);
  const tint = darken(shades[9], 0.5);
  const text = firstReadable(shades.slice(0, 5).reverse(), [...DARK_SURFACES, tint], lighten);
  return {
    [`--mantine-color-${name}-filled`]: filled,
    [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
    [`--mantine-color-${name}-text`]: text,
  };
}

const shadeOf = (shade: number | { light: number; dark: number } | undefined, scheme: 'light' | 'dark') =>
  typeof shade === 'number' ? shade : (shade?.[scheme] ?? 6);

/**
 * Mantine's CSS variables with every text colour readable: dimmed text, links, errors, each palette's filled,
 * text, outline and light-variant colours. Given to MantineProvider as its `cssVariablesResolver`.
 */
export const contrastSafeVariables: CSSVariablesResolver = (theme) => {
  const base = defaultCssVariablesResolver(theme);
  const light: Variables = { ...base.light };
  const dark: Variables = { ...base.dark };
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark' || name === 'gray' || !Array.isArray(shades)) continue;
    Object.assign(light, lightVariables(name, shades, shadeOf(theme.primaryShade, 'light')));
    Object.assign(dark, darkVariables(name, shades, shadeOf(theme.primaryShade, 'dark')));
  }
  const primary = theme.primaryColor;
  /** Secondary text, links, errors and success messages in the scheme's readable colours. */
  const roles = (own: Variables, dimmed: string): Variables => ({
    ...own,
    '--mantine-color-dimmed': dimmed,
    '--mantine-color-anchor': own[`--mantine-color-${primary}-text`]!,
    '--mantine-color-error': own['--mantine-color-red-text']!,
    '--mantine-color-success': own['--mantine-color-teal-text']!,
  });
  return { variables: base.variables, light: roles(light, DIMMED.light), dark: roles(dark, DIMMED.dark) };
};

/**
 * What `contrastSafeVariables` changes in Mantine's variables, as the stylesheet `contrast.css` beside this file.
 * The app loads that file, not this code: working the colours out in the browser cost the login page about a
 * kilobyte of its 150 KB JavaScript budget. `themeAccessibility.test.tsx` fails when the file and this differ.
 * The doubled `:root` outranks the variables MantineProvider writes for the scheme.
 */
export function contrastCss(theme: MantineTheme): string {
  const base = defaultCssVariablesResolver(theme);
  const safe = contrastSafeVariables(theme);
  const block = (scheme: 'light' | 'dark') => {
    const mantine: Record<string, string> = base[scheme];
    const lines = Object.entries(safe[scheme])
      .filter(([name, value]) => mantine[name] !== value)
      .map(([name, value]) => `  ${name}: ${value};`);
    return `:root:root[data-mantine-color-scheme="${scheme}"] {\n${lines.join('\n')}\n}\n`;
  };
  return [
    '/* Made from apps/web/src/app/themeContrast.ts (contrastCss); do not edit by hand: run',
    '   UPDATE_CONTRAST_CSS=1 npx vitest run apps/web/src/app/themeAccessibility.test.tsx */',
    block('light'),
    block('dark'),
  ].join('\n');
}
