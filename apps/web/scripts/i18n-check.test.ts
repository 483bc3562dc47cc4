import { describe, expect, it } from 'vitest';
import { catalogProblems, messageIdsIn, untranslatedTexts } from './i18n-check';

const en = {
  'nav.contacts': 'Contacts',
  'nav.count': '{count, plural, one {# quotation} other {# quotations}}',
};
const used = new Set(Object.keys(en));

describe('the catalog check', () => {
  it('passes catalogs that have exactly the source messages, all in use', () => {
    const de = {
      'nav.contacts': 'Kontakte',
      'nav.count': '{count, plural, one {# Angebot} other {# Angebote}}',
    };
    expect(catalogProblems({ en, de }, used)).toEqual([]);
  });

  it('fails a language that misses a message', () => {
    expect(catalogProblems({ en, ja: { 'nav.contacts': '連絡先' } }, used)).toEqual([
      "ja: misses 'nav.count'",
    ]);
  });

  it('fails a language that has a message the source no longer has', () => {
    const fr = { ...en, 'nav.old': 'Ancien' };
    expect(catalogProblems({ en, fr }, used)).toEqual(["fr: has 'nav.old', which en no longer has"]);
  });

  it('fails an id the code uses that the source lacks, and a source message nothing uses', () => {
    expect(catalogProblems({ en }, new Set(['nav.contacts', 'nav.typo']))).toEqual([
      "the code uses 'nav.typo', missing from en",
      "en: 'nav.count' is used nowhere",
    ]);
  });

  it('reads the ids a file names', () => {
    expect(messageIdsIn("t(open ? 'nav.collapseSidebar' : 'nav.expandSidebar'); import './x.css';")).toEqual([
      'nav.collapseSidebar',
      'nav.expandSidebar',
    ]);
  });
});

describe('the check for text written directly', () => {
  const texts = (source: string) => untranslatedTexts('Screen.tsx', source).map((found) => found.text);

  it('finds JSX text, text props and a notification written as strings', () => {
    const source = `
      export function Screen() {
        notifications.show({ color: 'red', title: 'Saved', message: \`Quote \${n} sent\` });
        return (
          <Stack>
            <Button aria-label="Close">Save</Button>
            <TextInput label="Email" placeholder="you@company.com" title={'Your address'} />
            <Text>{'Nothing yet'}</Text>
          </Stack>
        );
      }`;
    expect(texts(source)).toEqual([
      'Saved',
      'Quote  sent',
      'Close',
      'Save',
      'Email',
      'you@company.com',
      'Your address',
      'Nothing yet',
    ]);
  });

  it("finds a kit's own text props by their names (submitLabel, emptyTitle, sentMessage)", () => {
    const source = `
      export function Screen() {
        return <FormFooter submitLabel="Rename" emptyTitle="No files" sentMessage={'Sent'} variant="light" />;
      }`;
    expect(texts(source)).toEqual(['Rename', 'No files', 'Sent']);
  });

  it('accepts messages, numbers, punctuation and the product name', () => {
    const source = `
      export function Screen() {
        notifications.show({ title: t('save.done'), message: translate('save.again') });
        return (
          <Box aria-label={t('nav.home')} title={label}>
            ShipDesk · {t('brand.tagline')} {count > 99 ? '99+' : count} — 3
          </Box>
        );
      }`;
    expect(texts(source)).toEqual([]);
  });

  it('reads a .ts file as TypeScript, so its generics are not taken for JSX text', () => {
    const source = `
      export function useForm<V>(initial: V) {
        const [state] = useState<{ values: V }>({ values: initial });
        return state as unknown as Record<string, V>;
      }`;
    expect(untranslatedTexts('useForm.ts', source)).toEqual([]);
  });
});
