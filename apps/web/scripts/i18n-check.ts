/**
 * The translation checks of `npm run lint`:
 * - catalog completeness: every language's catalog (apps/web/src/shared/i18n/catalogs) has exactly the source
 *   catalog's (en.json) messages, none missing and none the source no longer has; every id the code uses
 *   (`t('…')`, `translate('…')`) is in the source, and every source message is used somewhere;
 * - no user-visible text written directly in the folders converted so far (CONVERTED below): JSX text, the
 *   text props (aria-label, title, placeholder, label, …) given a string, and a notification call's title or
 *   message given a string.
 *
 * Run: `npm run check:i18n`. A later round that converts a screen adds its folder to CONVERTED.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The folders (under apps/web/src) whose every user-visible text is a catalog message. */
export const CONVERTED = [
  'app/shell',
  'features/auth/login',
  'features/notifications',
  'features/auth/AuthScreenLayout.tsx',
  'features/auth/LoginBrandPanel.tsx',
  'features/settings/profile/PreferencesTab.tsx',
  'features/dashboard',
  'features/settings/SettingsPage.tsx',
  'features/settings/profile/ProfileTab.tsx',
  'features/settings/profile/SignInMethodsPanel.tsx',
  'features/auth/password',
  'features/auth/two-factor',
  'features/invitations',
  'app/errors',
  'features/search',
  'features/tasks',
  'features/documents',
  'features/pricing',
  'features/quotations',
  'shared/forms',
  'shared/list',
  'shared/ui',
  'shared/autosave',
  'shared/files',
  'features/diagnostics',
  'features/file-upload',
  'features/exchange-rates',
  'features/rate-cards',
  'features/settings/security',
  'features/settings/users',
  'features/settings/permissions',
  'features/settings/invitations',
  'features/settings/api-tokens',
  'features/settings/audit/AuditDetails.tsx',
  'features/settings/audit/AuditFiltersBar.tsx',
  'features/settings/audit/AuditTab.tsx',
  'features/settings/system',
  'features/settings/milestone-templates',
  'features/settings/single-sign-on',
  'features/webhooks/WebhooksTab.tsx',
  'features/webhooks/WebhookFormModal.tsx',
  'features/webhooks/WebhookDeliveries.tsx',
  'features/settings/profile/NotificationsTab.tsx',
  'features/cargo-lines',
  'features/cost-line-notes',
  'features/cost-lines',
  'features/invoices',
  'features/shipments',
  'features/public-quote',
  'features/public-tracking',
  'features/contacts',
  'features/support',
  'features/locations',
  'features/cost-categories',
  'features/addresses',
];

/** Props whose string value a person reads or hears. */
const TEXT_PROPS = new Set([
  'aria-label',
  'title',
  'placeholder',
  'label',
  'description',
  'alt',
  'nothingFoundMessage',
  'intro',
  'tooltip',
  'message',
  'error',
]);
/** A kit's own text props follow the same naming: `submitLabel`, `emptyTitle`, `sentMessage`, `helpText`. */
const TEXT_PROP_SUFFIX = /^[a-z]\w*(Label|Title|Message|Text|Description|Placeholder|Tooltip)$/;
const isTextProp = (name: string) => TEXT_PROPS.has(name) || TEXT_PROP_SUFFIX.test(name);
/** Text without a letter of any script (a separator, a number, '·') says nothing to translate. */
const WORDLESS = /^[^\p{L}]*$/u;
/** Names that stay as they are in every language. */
const UNTRANSLATED = new Set(['ShipDesk']);

const TEST_FILE = /\.test\.tsx?$|__tests__|\/test\//;

export interface Finding {
  file: string;
  line: number;
  text: string;
}

const says = (text: string) =>
  !WORDLESS.test(
    text
      .split(/\s+/)
      .filter((word) => !UNTRANSLATED.has(word))
      .join(' '),
  );

function literalOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalOf(node.expression);
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => s.literal.text).join('');
  return undefined;
}

/** The notification call's title or message given as a string: `notifications.show({ message: '…' })`. */
function notificationTexts(node: ts.CallExpression): ts.Node[] {
  const callee = node.expression.getText();
  if (!/^notifications\.(show|update)$/.test(callee)) return [];
  const options = node.arguments[0];
  if (!options || !ts.isObjectLiteralExpression(options)) return [];
  return options.properties
    .filter(
      (p): p is ts.PropertyAssignment =>
        ts.isPropertyAssignment(p) && ['title', 'message'].includes(p.name.getText()),
    )
    .map((p) => p.initializer);
}

/** Every user-visible text written directly in one file. */
export function untranslatedTexts(file: string, source: string): Finding[] {
  // A .ts file read as TSX would take its generics (`useState<V>(…)`) for JSX tags and report code as text.
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = parsed.getLineAndCharacterOfPosition(node.getStart(parsed)).line + 1;
    found.push({ file, line, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && says(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && isTextProp(node.name.getText())) {
      const text = literalOf(node.initializer);
      if (text !== undefined && says(text)) report(node, text);
    }
    if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) {
      const text = literalOf(node.expression);
      if (text !== undefined && says(text)) report(node, text);
    }
    if (ts.isCallExpression(node)) {
      for (const value of notificationTexts(node)) {
        const text = literalOf(value);
        if (text !== undefined && says(text)) report(value, text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return found;
}

/** What is wrong with the catalogs: each language against the source, and the source against the code. */
export function catalogProblems(
  catalogs: Record<string, Record<string, string>>,
  usedIds: ReadonlySet<string>,
  source = 'en',
): string[] {
  const sourceIds = Object.keys(catalogs[source] ?? {});
  const problems: string[] = [];
  for (const [language, messages] of Object.entries(catalogs)) {
    if (language === source) continue;
    for (const id of sourceIds) if (!(id in messages)) problems.push(`${language}: misses '${id}'`);
    for (const id of Object.keys(messages))
      if (!sourceIds.includes(id)) problems.push(`${language}: has '${id}', which ${source} no longer has`);
    for (const [id, text] of Object.entries(messages))
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${language}: '${id}' is empty`);
  }
  for (const id of usedIds)
    if (!sourceIds.includes(id)) problems.push(`the code uses '${id}', missing from ${source}`);
  for (const id of sourceIds) if (!usedIds.has(id)) problems.push(`${source}: '${id}' is used nowhere`);
  return problems;
}

const MESSAGE_ID = /^[a-z][A-Za-z]*(\.[A-Za-z]+)+$/;

/** The message ids a file names: the string literals that look like one ('nav.contacts'). */
export function messageIdsIn(source: string): string[] {
  const ids: string[] = [];
  for (const match of source.matchAll(/'([a-z][A-Za-z]*(?:\.[A-Za-z]+)+)'/g))
    if (MESSAGE_ID.test(match[1]!)) ids.push(match[1]!);
  return ids;
}

function sourceFiles(target: string): string[] {
  if (/\.tsx?$/.test(target)) return TEST_FILE.test(target) ? [] : [target];
  if (path.extname(target) !== '') return [];
  return readdirSync(target, { withFileTypes: true }).flatMap((entry) =>
    sourceFiles(path.join(target, entry.name)),
  );
}

function main() {
  const webSource = fileURLToPath(new URL('../src', import.meta.url));
  const catalogDir = path.join(webSource, 'shared/i18n/catalogs');
  const catalogs = Object.fromEntries(
    readdirSync(catalogDir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [
        name.replace('.json', ''),
        JSON.parse(readFileSync(path.join(catalogDir, name), 'utf8')),
      ]),
  );
  const sourceIds = new Set(Object.keys(catalogs.en ?? {}));
  const used = new Set<string>();
  for (const file of sourceFiles(webSource)) {
    if (file.startsWith(catalogDir)) continue;
    for (const id of messageIdsIn(readFileSync(file, 'utf8'))) {
      // A dotted literal that is not a catalog id (a file name, a query key) counts only in converted folders.
      if (sourceIds.has(id) || CONVERTED.some((folder) => file.startsWith(path.join(webSource, folder))))
        used.add(id);
    }
  }
  const problems = catalogProblems(catalogs, used);
  const texts = CONVERTED.flatMap((folder) => sourceFiles(path.join(webSource, folder))).flatMap((file) =>
    untranslatedTexts(path.relative(webSource, file), readFileSync(file, 'utf8')),
  );
  for (const problem of problems) console.error(`catalog: ${problem}`);
  for (const { file, line, text } of texts)
    console.error(`${file}:${line}: text written directly: '${text}'`);
  if (problems.length + texts.length > 0) process.exit(1);
  console.log(
    `i18n: ${Object.keys(catalogs).length} catalogs of ${sourceIds.size} messages, ${CONVERTED.length} converted folders clean`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
