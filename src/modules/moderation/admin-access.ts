/**
 * What the moderation and contact-message admin services share beyond the admin module's role
 * check, audit row and paging (src/modules/admin/access.ts, re-exported here): input parsing into
 * field errors and the search pattern of the lists. Roles are those of the admin menu
 * (src/modules/admin/menu.ts): `admin` for contact messages, `super` for banned words and mails.
 */
import type { z } from 'zod';
import { ValidationError } from '@/server/errors';

export { pageOf, requireAdminRole, writeAudit as audit, type Paged } from '@/modules/admin/access';

/**
 * `input` parsed by `schema`, or a ValidationError naming each invalid field (dotted path →
 * catalogue key); its key is the fields' key when they share one, else 'generic.invalid_input'.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
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

/** `%term%` for ILIKE with `%`, `_` and `\` taken literally (blank → undefined). */
export function likePattern(term: string | undefined): string | undefined {
  const t = (term ?? '').trim().slice(0, 100);
  return t ? `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}
