/** An area's or widget's own wording, under one top-level key, in every language. */
export type TAreaMessages = { key: string; en: Record<string, unknown>; nl: Record<string, unknown>; fr: Record<string, unknown> };
