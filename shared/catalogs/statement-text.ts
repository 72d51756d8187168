/** A catalog text in both interface languages, English first: `[en, de]`. */
export type StatementText = readonly [en: string, de: string];
