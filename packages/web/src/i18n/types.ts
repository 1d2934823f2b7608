type TLoad = () => Promise<Record<string, unknown>>;

/**
 * An area's or widget's own wording, under one top-level key, in every language. Each language is loaded on demand
 * (messages.en.ts, .nl.ts, .fr.ts; the build puts each language of every area in one chunk), so a page downloads the
 * wording of the language it shows only.
 */
export type TAreaMessages = { key: string; en: TLoad; nl: TLoad; fr: TLoad };
