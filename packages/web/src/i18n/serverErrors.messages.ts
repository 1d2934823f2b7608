import type { TAreaMessages } from './types.ts';

/**
 * The server's reason phrases by their `code`, for readers of another language than English (errorText in
 * shared/api.ts). Codes whose phrase names the particular field or value (VALIDATION, NOT_READY) are not here: their
 * English phrase says more than a generic line.
 */
export const serverErrorMessages: TAreaMessages = {
  key: 'serverError',
  en: async () => (await import('./serverErrors.messages.en.ts')).en,
  nl: async () => (await import('./serverErrors.messages.nl.ts')).nl,
  fr: async () => (await import('./serverErrors.messages.fr.ts')).fr,
};
