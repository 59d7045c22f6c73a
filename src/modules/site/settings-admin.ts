/**
 * The contact details screen's services (issue 17 §1 "contact details"; D §2 admin route
 * `contact`; D §5 "Phone must be valid"): the `contact` setting of ./settings.ts — e-mail, phone
 * (stored in E.164), address in English and Turkish, map link, and the address /contact-us
 * messages are mailed to. Super admins only; the save is audited in its transaction.
 */
import type { Ctx } from '@/server/context';
import { requireSiteAdmin } from './links';
import { getSiteSetting, mailFromAddress, saveSiteSetting, type ContactSettings } from './settings';
import { failWithFields } from '@/server/field-errors';
import { isCountryId } from '@/modules/reference/reference';
import type { HomeSettings } from './validation';

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

/**
 * The home page's six testimonials and its partners (issue 18 §6; seeded defaults until saved).
 * @throws UnauthorizedError; ForbiddenError (super admins only).
 */
export async function getHomeForAdmin(ctx: Ctx): Promise<HomeSettings> {
  requireSiteAdmin(ctx);
  return getSiteSetting(ctx.db, 'home');
}

/**
 * Saves the home page's testimonials (exactly six, quote EN/TR and name required), partners
 * (rows with an empty name dropped; links https), media items (rows with an empty English title
 * dropped; a filled one needs the Turkish title and an https link) and the innovation-index
 * monitor's country (a listed ISO numeric code; media and country kept when absent). Audited in the save's transaction; the home
 * page's and the monitor's caches empty in every process.
 * @throws UnauthorizedError; ForbiddenError; ValidationError with field paths such as
 *   `testimonials.2.quoteTr` ('validation.required'), `partners.0.url` and `media.1.url`
 *   ('site.external_invalid'), `monitorCountryId` ('generic.invalid_field': not a listed country).
 */
export async function updateHomeSettings(
  ctx: Ctx,
  given: Omit<HomeSettings, 'media' | 'monitorCountryId'> & Partial<HomeSettings>,
): Promise<HomeSettings> {
  const actor = requireSiteAdmin(ctx);
  // A caller that sends only the testimonials and partners keeps the media and the country.
  const current = await getSiteSetting(ctx.db, 'home');
  const input: HomeSettings = {
    ...given,
    media: given.media ?? current.media,
    monitorCountryId: given.monitorCountryId ?? current.monitorCountryId,
  };
  // Out-of-shape values are left to the schema's own message (saveSiteSetting).
  const country = Number(input.monitorCountryId);
  if (Number.isInteger(country) && country >= 1 && country <= 999 && !(await isCountryId(ctx.db, country)))
    failWithFields({ monitorCountryId: 'generic.invalid_field' });
  return saveSiteSetting(ctx.db, 'home', input, actor);
}
