import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { nl } from './nl.ts';
import { fr } from './fr.ts';
import type { TAreaMessages } from './types.ts';
import { monthCalendarMessages } from '../widgets/MonthCalendar.messages.ts';
import { segmentSelectMessages } from '../widgets/SegmentSelect.messages.ts';
import { externalLinkMessages } from '../widgets/ExternalLink.messages.ts';
import { serverErrorMessages } from './serverErrors.messages.ts';

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

/** The shared widgets' wording and the server's error texts; areas bring their own through initI18n. */
const WIDGET_MESSAGES: TAreaMessages[] = [monthCalendarMessages, segmentSelectMessages, externalLinkMessages, serverErrorMessages];

/**
 * Starts i18next with the core wording plus each area's own (features/…/messages.ts, one top-level key each), handed
 * in from the area list so that this module never imports a feature.
 */
export function initI18n(areaMessages: readonly TAreaMessages[]) {
  const all = [...WIDGET_MESSAGES, ...areaMessages];
  const withAreas = (language: 'en' | 'nl' | 'fr', core: object) =>
    Object.assign({}, core, ...all.map((area) => ({ [area.key]: area[language] })));
  void i18n.use(initReactI18next).init({
    resources: {
      en: { translation: withAreas('en', en) },
      nl: { translation: withAreas('nl', nl) },
      fr: { translation: withAreas('fr', fr) },
    },
    lng: initialLanguage(),
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    // Resources are bundled, so init is synchronous and the first render already has its words.
    initAsync: false,
  });
  // A screen reader picks its voice, and the browser its hyphenation and date inputs, from <html lang>.
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}
