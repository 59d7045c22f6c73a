/**
 * LIKE / ILIKE patterns from user text (issue 12 §2): `%`, `_` and the escape character `\`
 * in the text match themselves, never act as wildcards. PostgreSQL's default LIKE escape is
 * the backslash, so the patterns need no ESCAPE clause.
 */

/** `text` with `\`, `%` and `_` escaped for a LIKE pattern. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Pattern matching values that contain `text` anywhere. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** Pattern matching values that start with `text`. */
export const prefixPattern = (text: string): string => `${escapeLike(text)}%`;
