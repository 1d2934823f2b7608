import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { nl } from './nl.ts';
import { fr } from './fr.ts';
import { sickNotesMessages } from '../features/inbox/sickNotes/messages.ts';
import { daysOffMessages } from '../features/inbox/daysOff/messages.ts';
import { personMessages } from '../features/people/messages.ts';
import { monthCalendarMessages } from '../widgets/MonthCalendar.messages.ts';
import { segmentSelectMessages } from '../widgets/SegmentSelect.messages.ts';

export const LANGUAGES = ['en', 'nl', 'fr'] as const;
const STORAGE_KEY = 'signoff.language';

export function rememberLanguage(language: string) {
  localStorage.setItem(STORAGE_KEY, language);
}

function initialLanguage(): string {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored && (LANGUAGES as readonly string[]).includes(stored)) return stored;
  const browser = navigator.language.slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(browser) ? browser : 'en';
}

/**
 * An area's own wording lives beside it (features/…/messages.ts) under one top-level key, and is listed here,
 * so areas never edit each other's sections of the core files.
 */
export type TAreaMessages = { key: string; en: Record<string, unknown>; nl: Record<string, unknown>; fr: Record<string, unknown> };
const AREA_MESSAGES: TAreaMessages[] = [sickNotesMessages, daysOffMessages, personMessages, monthCalendarMessages, segmentSelectMessages];

const withAreas = (language: 'en' | 'nl' | 'fr', core: object) =>
  Object.assign({}, core, ...AREA_MESSAGES.map((area) => ({ [area.key]: area[language] })));

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: withAreas('en', en) },
    nl: { translation: withAreas('nl', nl) },
    fr: { translation: withAreas('fr', fr) },
  },
  lng: initialLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

export default i18n;
