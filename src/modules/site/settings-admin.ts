/**
 * The contact details screen's services (issue 17 §1 "contact details"; D §2 admin route
 * `contact`; D §5 "Phone must be valid"): the `contact` setting of ./settings.ts — e-mail, phone
 * (stored in E.164), address in English and Turkish, map link, and the address /contact-us
 * messages are mailed to. Super admins only; the save is audited in its transaction.
 */
import type { Ctx } from '@/server/context';
import { requireSiteAdmin } from './links';
import { getSiteSetting, mailFromAddress, saveSiteSetting, type ContactSettings } from './settings';

/** The contact setting and the address used when `formRecipient` is empty. */
export interface ContactSettingsView extends ContactSettings {
  /** env MAIL_FROM's address: where messages go while `formRecipient` is empty. */
  defaultRecipient: string;
}

/**
 * The saved contact details (defaults until saved).
 * @throws UnauthorizedError; ForbiddenError.
 */
export async function getContactForAdmin(ctx: Ctx): Promise<ContactSettingsView> {
  requireSiteAdmin(ctx);
  return { ...(await getSiteSetting(ctx.db, 'contact')), defaultRecipient: mailFromAddress() };
}

/**
 * Saves the contact details (see `contactSettingsSchema`, ./validation.ts).
 * @throws UnauthorizedError; ForbiddenError; ValidationError with field keys 'site.email_invalid'
 *   (`email`, `formRecipient`), 'validation.phone', 'site.external_invalid' (`mapUrl`).
 */
export async function updateContactSettings(ctx: Ctx, input: ContactSettings): Promise<ContactSettingsView> {
  const actor = requireSiteAdmin(ctx);
  const saved = await saveSiteSetting(ctx.db, 'contact', input, actor);
  return { ...saved, defaultRecipient: mailFromAddress() };
}
