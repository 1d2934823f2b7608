import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatDecimal, LOCALES, toLocale, type TLocale } from '@signoff/contract/format';
import { LANGUAGE_COOKIE } from '@signoff/contract/firstLoad';
import type { TAreaMessages } from './types.ts';
import { monthCalendarMessages } from '../widgets/MonthCalendar.messages.ts';
import { segmentSelectMessages } from '../widgets/SegmentSelect.messages.ts';
import { externalLinkMessages } from '../widgets/ExternalLink.messages.ts';
import { serverErrorMessages } from './serverErrors.messages.ts';

export const LANGUAGES = LOCALES;
const STORAGE_KEY = 'signoff.language';

type TLanguage = TLocale;

/** The server reads the cookie to send the next page's HTML in this language, its wording named up front. */
const tellServer = (language: TLanguage) => {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
};

const isLanguage = (language: string | null): language is TLanguage => (LANGUAGES as readonly (string | null)[]).includes(language);

function initialLanguage(): TLanguage {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

/** The shared widgets' wording and the server's error texts; areas bring their own through initI18n. */
const WIDGET_MESSAGES: TAreaMessages[] = [monthCalendarMessages, segmentSelectMessages, externalLinkMessages, serverErrorMessages];

const CORE: Record<TLanguage, () => Promise<object>> = {
  en: async () => (await import('./en.ts')).en,
  nl: async () => (await import('./nl.ts')).nl,
  fr: async () => (await import('./fr.ts')).fr,
};

let allMessages: readonly TAreaMessages[] = WIDGET_MESSAGES;

/** One language's wording: the core's plus each area's under its key. Each language is one chunk of its own. */
async function wordingOf(language: TLanguage): Promise<object> {
  const [core, ...areas] = await Promise.all([CORE[language](), ...allMessages.map((area) => area[language]())]);
  return Object.assign({}, core, ...allMessages.map((area, i) => ({ [area.key]: areas[i] })));
}

/**
 * Starts i18next with the core wording plus each area's own (features/…/messages.*.ts, one top-level key each), handed
 * in from the area list so that this module never imports a feature. Only the language shown is downloaded; the first
 * render waits for it (it is fetched beside the page's own code).
 */
export async function initI18n(areaMessages: readonly TAreaMessages[]): Promise<void> {
  allMessages = [...WIDGET_MESSAGES, ...areaMessages];
  const language = initialLanguage();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: await wordingOf(language) } },
    lng: language,
    // Every language has every key (the nl and fr files are typed by the en one), so nothing falls back.
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  // A count in the wording ({{count, number}}) written as the app writes every number (contract format.ts), not by
  // i18next's Intl.NumberFormat: the first Intl formatter a page builds loads the locale's data, 24–35 ms of the
  // hydration's task on this machine and four times that on a slow phone (decision 0021, stops 46 and 70).
  i18n.services.formatter?.add('number', (value: number, lng: string | undefined) => formatDecimal(value, toLocale(lng)));
  tellServer(language);
  // A screen reader picks its voice, and the browser its hyphenation and date inputs, from <html lang>.
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (changed) => {
    document.documentElement.lang = changed;
  });
}

/** Switches the language, downloading its wording first the first time. */
export async function switchLanguage(language: string): Promise<void> {
  if (!isLanguage(language)) return;
  if (!i18n.hasResourceBundle(language, 'translation')) i18n.addResourceBundle(language, 'translation', await wordingOf(language));
  localStorage.setItem(STORAGE_KEY, language);
  tellServer(language);
  await i18n.changeLanguage(language);
}
