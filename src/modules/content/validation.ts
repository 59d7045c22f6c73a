/**
 * Input of the content editor (issue 17 §2 "content in EN and TR edited by admins with the
 * rich-text editor"): a title and a rich-text body per language. Shared by the admin form and the
 * API; bodies are sanitized on the server (spec public §5 "Rich text" allow-list) and must keep
 * some text after sanitizing. Messages are error-catalogue keys.
 */
import { z } from 'zod';

/** Longest title, in characters. */
export const TITLE_MAX = 200;
/** Longest body, in characters of HTML (a long legal text is about 15,000). */
export const BODY_MAX = 200_000;

const title = z.string().trim().min(1, 'validation.required').max(TITLE_MAX, 'generic.invalid_field');
const body = z.string().max(BODY_MAX, 'generic.invalid_field');

/** A content row's editable fields. */
export const contentInput = z.object({
  titleEn: title.describe('English title (1–200 characters)'),
  titleTr: title.describe('Turkish title (1–200 characters)'),
  bodyEn: body.describe('English body: HTML within the rich-text allow-list (others are removed)'),
  bodyTr: body.describe('Turkish body: HTML within the rich-text allow-list (others are removed)'),
});
export type ContentInput = z.input<typeof contentInput>;

/** The preview call's input: HTML to sanitize as a save would. */
export const previewInput = z.object({ html: body });
