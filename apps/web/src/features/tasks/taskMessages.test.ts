import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import de from '../../shared/i18n/catalogs/de.json';
import en from '../../shared/i18n/catalogs/en.json';
import es from '../../shared/i18n/catalogs/es.json';
import fr from '../../shared/i18n/catalogs/fr.json';
import it_ from '../../shared/i18n/catalogs/it.json';
import ja from '../../shared/i18n/catalogs/ja.json';
import pt from '../../shared/i18n/catalogs/pt.json';
import zh from '../../shared/i18n/catalogs/zh.json';

const CATALOGS: Record<string, Record<string, string>> = { en, es, fr, de, it: it_, pt, zh, ja };

/** The Tasks toolbar's count and a folder's documents in each language, for one, two and five. */
const COUNTS: Record<string, [tasks: string[], documents: string[]]> = {
  en: [
    ['1 task', '2 tasks', '5 tasks'],
    ['1 document', '2 documents', '5 documents'],
  ],
  es: [
    ['1 tarea', '2 tareas', '5 tareas'],
    ['1 documento', '2 documentos', '5 documentos'],
  ],
  fr: [
    ['1 tâche', '2 tâches', '5 tâches'],
    ['1 document', '2 documents', '5 documents'],
  ],
  de: [
    ['1 Aufgabe', '2 Aufgaben', '5 Aufgaben'],
    ['1 Dokument', '2 Dokumente', '5 Dokumente'],
  ],
  it: [
    ['1 attività', '2 attività', '5 attività'],
    ['1 documento', '2 documenti', '5 documenti'],
  ],
  pt: [
    ['1 tarefa', '2 tarefas', '5 tarefas'],
    ['1 documento', '2 documentos', '5 documentos'],
  ],
  zh: [
    ['1 个任务', '2 个任务', '5 个任务'],
    ['1 份单证', '2 份单证', '5 份单证'],
  ],
  ja: [
    ['1 件のタスク', '2 件のタスク', '5 件のタスク'],
    ['書類 1 件', '書類 2 件', '書類 5 件'],
  ],
};

const reader = (language: string) =>
  setupI18n({ locale: language, messages: { [language]: CATALOGS[language]! } });

// Every placeholder the task and document messages use: a choice or a count as a value, any other text as a
// marker, so that a message whose placeholder is lost (an ICU apostrophe swallowing it) shows.
const CHOICES = { count: 3, progress: 40, number: 2, priority: 'high', item: 'subtask', kind: 'folder' };
const TEXTS = [
  'title',
  'name',
  'label',
  'value',
  'level',
  'time',
  'when',
  'from',
  'to',
  'field',
  'preview',
  'team',
  'quoted',
  'collaborators',
  'shortcut',
  'reason',
  'max',
  'folders',
  'documents',
  'items',
];
const VALUES = { ...CHOICES, ...Object.fromEntries(TEXTS.map((name) => [name, `<${name}>`])) };
const markers = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();

describe('the task and document messages in each language', () => {
  for (const [language, [tasks, documents]] of Object.entries(COUNTS)) {
    it(`${language}: counts tasks and documents on three counts`, () => {
      const i18n = reader(language);
      expect([1, 2, 5].map((count) => i18n._('tasks.count', { count }))).toEqual(tasks);
      expect([1, 2, 5].map((count) => i18n._('documents.documentCount', { count }))).toEqual(documents);
    });
  }

  it('keep every placeholder of the English text', () => {
    const ours = Object.keys(en).filter((id) => /^(tasks|teams|documents|folders)\./.test(id));
    const english = reader('en');
    for (const [language, messages] of Object.entries(CATALOGS)) {
      const i18n = reader(language);
      for (const id of ours) {
        const text = i18n._(id, VALUES);
        expect(messages[id], `${language} ${id}`).toBeTruthy();
        expect(markers(text), `${language} ${id}: ${text}`).toEqual(markers(english._(id, VALUES)));
        expect(text, `${language} ${id}`).not.toMatch(/[{}]/);
      }
    }
  });
});
