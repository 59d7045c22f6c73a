/**
 * Input of types management (issue 17 §1 types; spec public §3 "Reference lists": id, EN/TR
 * name, parent, order): one zod schema per input, shared by the API, the services and the
 * browser forms, so all refuse the same input with the same catalogue keys (`errors.validation.*`,
 * `errors.refType.*`), and the input parser every write uses.
 */
import { z } from 'zod';
import { ValidationError } from '@/server/errors';

/** Longest item name, in characters. */
export const TYPE_NAME_MAX = 120;

const name = z.string().trim().min(1, 'validation.required').max(TYPE_NAME_MAX, 'refType.name_long');

/** A new item of a list: English and Turkish names; active unless told otherwise. */
export const typeItemInput = z.object({
  nameEn: name.describe('English name'),
  nameTr: name.describe('Turkish name'),
  active: z.boolean().default(true).describe('Offered for new choices'),
});
export type TypeItemInput = z.input<typeof typeItemInput>;

/** New names of an item (its slugs stay while anything uses it). */
export const typeNamesInput = typeItemInput.pick({ nameEn: true, nameTr: true });
export type TypeNamesInput = z.input<typeof typeNamesInput>;

/** Active switch of an item. */
export const typeActiveInput = z.object({ active: z.boolean().describe('false: no longer offered') });

/** One step of reordering an item within its list. */
export const typeMoveInput = z.object({
  direction: z.enum(['up', 'down']).describe('up: one place earlier; down: one place later'),
});

/**
 * `input` parsed by `schema`, or a ValidationError naming each invalid field (dotted path →
 * catalogue key); its key is the fields' key when they share one, else 'generic.invalid_input'.
 */
export function parseAdminInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || 'body';
    fields[path] ??= issue.message.includes('.') ? issue.message : 'generic.invalid_field';
  }
  const keys = [...new Set(Object.values(fields))];
  throw new ValidationError(keys.length === 1 ? keys[0]! : 'generic.invalid_input', fields);
}
