import type { Page } from '@playwright/test';

/**
 * Data on the screens, not messages: the product's name, the seeded records' own values (the administrator,
 * a cost category, this run's clients), initials, record numbers, a keyboard shortcut, and days and months as
 * Intl writes them in the user's date preference.
 */
const DATA = [
  /ShipDesk/g,
  /System Administrator|Administrator|admin@example\.com|Packaging|Pseudo Freight \w+/g,
  /\b[A-Z]{1,2}\b/g,
  // Record numbers (SQ50016, SH-2026-00042).
  /\b[A-Z]{1,3}[-\d]+\b/g,
  /Ctrl|⌘/g,
  // Currency, port and airport codes (EUR, HKG).
  /\b[A-Z]{3}\b/g,
  /\b(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/g,
  /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/g,
  /\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g,
];

/** The visible texts on the page that carry no pseudo marker once the data is taken out. */
export async function untranslatedTexts(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (!text || !element || /[‹›]/.test(text)) continue;
      // A text area's text is what was typed in it (a template, a legal note), as an input's value is.
      if (element.closest('[data-i18n-ignore], script, style, noscript, svg, textarea, [aria-hidden="true"]'))
        continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      found.push(text);
    }
    return found;
  });
  return texts.filter((text) => /\p{L}/u.test(DATA.reduce((rest, data) => rest.replace(data, ''), text)));
}

/** The buttons, tabs and table headers whose text is wider than their box. */
export async function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'button, [role="tab"], th, .mantine-Button-label, .mantine-Tabs-tabLabel, .mantine-Badge-label',
      ),
    )
      .filter((element) => element.checkVisibility() && element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim()}`),
  );
}
