import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { nl } from './nl.ts';
import { fr } from './fr.ts';

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

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, nl: { translation: nl }, fr: { translation: fr } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

export default i18n;
