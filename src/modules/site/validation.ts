/**
 * The rules of the site's header, footer and contact details (issue 17 §1 "header, footer, logo,
 * contact"; spec public §2 "Header and footer", §5 "Links": web links need a public host, social
 * links accept only their network's hosts). Pure zod schemas without server imports: the admin
 * forms (react-hook-form through src/ui/form-kit.tsx) and the services refuse the same input with
 * the same message keys (the `errors` catalogue).
 */
import { z } from 'zod';
import { isValidSocialLink, isValidWebLink, SOCIAL_HOSTS, type SocialNetwork } from '@/lib/links';
import { normalizePhone } from '@/lib/phone';
import { isEmailAddress } from '@/lib/text';

/** Where a link lives: a header menu (or its child), a footer group (or its link), a social button. */
export const LINK_AREAS = ['header', 'footer', 'social'] as const;
export type LinkArea = (typeof LINK_AREAS)[number];

/** The built-in header menus (spec public §2): the header keeps their special behaviour. */
export const MENU_KEYS = ['data', 'insight', 'invest', 'services', 'jobs', 'news', 'pricing'] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

/** The social networks a footer button may point to (spec D §5 "social links accept only listed hosts"). */
export const SOCIAL_ICONS = Object.keys(SOCIAL_HOSTS) as [SocialNetwork, ...SocialNetwork[]];

/** Longest label (EN or TR) of a menu, group or link. */
export const LABEL_MAX = 80;
/** Longest address. */
export const URL_MAX = 2000;

/**
 * True for a path of this site: starts with one `/`, no backslash, spaces or control characters
 * (`/about-us`, `/startups?stage=11003`, `/api/docs`); the router localizes known paths.
 */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s\u0000-\u001f\u007f]/.test(value))
    return false;
  try {
    return new URL(value, 'http://same.origin').origin === 'http://same.origin';
  } catch {
    return false;
  }
}

/** True for an external address: an https URL with a public host. */
export function isExternalUrl(value: string): boolean {
  return value.startsWith('https://') && isValidWebLink(value);
}

/**
 * A header menu, footer group, link or social button as the admin forms send it.
 * - `parentId`: the menu or group a link belongs to (null: a top-level menu / a footer group /
 *   a social button);
 * - `urlEn`: a site path (`external` false) or an https URL (`external` true); required for a
 *   link and a social button, optional for a header menu (empty: it only opens its links), empty
 *   for a footer group; `urlTr`: the Turkish address when it differs (empty: `urlEn`, localized);
 * - `icon`: the network of a social button (its URL must be on that network's host);
 * - `labelEn`, `labelTr`: both required, except that a link may leave one empty: it is then
 *   shown in the other language only (issue 18 §3: "Patents" is in the Turkish menu only).
 * Field errors: 'validation.required', 'site.path_invalid', 'site.external_invalid',
 * 'validation.social_link', 'site.icon_required', 'site.group_no_url'.
 */
export const linkInput = z
  .object({
    area: z.enum(LINK_AREAS),
    // Forms send '' for "none" and a select's value as text.
    parentId: z.preprocess(
      (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
      z.number().int().positive().nullable(),
    ),
    labelEn: z.string().trim().max(LABEL_MAX),
    labelTr: z.string().trim().max(LABEL_MAX),
    urlEn: z.string().trim().max(URL_MAX).default(''),
    urlTr: z.string().trim().max(URL_MAX).default(''),
    external: z.boolean().default(false),
    icon: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(SOCIAL_ICONS).nullable()),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    // A link may leave one label empty (shown in the other language only); the rest need both.
    const link = v.area !== 'social' && v.parentId !== null;
    if (!v.labelEn && (!link || !v.labelTr)) fail('labelEn', 'validation.required');
    if (!v.labelTr && !link) fail('labelTr', 'validation.required');
    if (v.area === 'social') {
      if (v.parentId !== null) fail('parentId', 'generic.invalid_field');
      if (!v.icon) return fail('icon', 'site.icon_required');
      if (!v.urlEn) fail('urlEn', 'validation.required');
      for (const key of ['urlEn', 'urlTr'] as const) {
        const url = v[key];
        if (url && !(url.startsWith('https://') && isValidSocialLink(v.icon, url)))
          fail(key, 'validation.social_link');
      }
      return;
    }
    if (v.icon) fail('icon', 'generic.invalid_field');
    const isGroup = v.area === 'footer' && v.parentId === null;
    if (isGroup) {
      if (v.urlEn) fail('urlEn', 'site.group_no_url');
      if (v.urlTr) fail('urlTr', 'site.group_no_url');
      return;
    }
    // A link needs an address; a header menu may only open its links.
    if (!v.urlEn && v.parentId !== null) fail('urlEn', 'validation.required');
    if (!v.urlEn && v.urlTr) fail('urlEn', 'validation.required');
    for (const key of ['urlEn', 'urlTr'] as const) {
      const url = v[key];
      if (!url) continue;
      if (v.external ? !isExternalUrl(url) : !isSitePath(url))
        fail(key, v.external ? 'site.external_invalid' : 'site.path_invalid');
    }
  });
/** What a caller sends (a form's empty select as '', the API's null or a number). */
export type LinkInput = Omit<z.input<typeof linkInput>, 'parentId' | 'icon'> & {
  parentId?: number | string | null;
  icon?: string | null;
};
export type LinkValues = z.output<typeof linkInput>;

/** Moving a link one place up or down among its siblings. */
export const moveInput = z.object({ direction: z.enum(['up', 'down']) });

/** An e-mail address, or empty. */
const optionalEmail = z
  .string()
  .trim()
  .max(320)
  .refine((v) => v === '' || isEmailAddress(v), 'site.email_invalid');

/** `contact` setting: the site's contact details and the /contact-us recipient. */
export const contactSettingsSchema = z.object({
  email: optionalEmail,
  /** An international phone number, stored in E.164 (a number without + is read as Turkish), or empty. */
  phone: z
    .string()
    .trim()
    .max(40)
    .refine((v) => v === '' || normalizePhone(v, 'TR') !== null, 'validation.phone')
    .transform((v) => (v === '' ? '' : (normalizePhone(v, 'TR') ?? v))),
  addressEn: z.string().trim().max(500),
  addressTr: z.string().trim().max(500),
  /** An https link to a map of the address (opened in a new tab), or empty. */
  mapUrl: z
    .string()
    .trim()
    .max(URL_MAX)
    .refine((v) => v === '' || isExternalUrl(v), 'site.external_invalid'),
  /** Where /contact-us messages are mailed; empty means env MAIL_FROM's address. */
  formRecipient: optionalEmail,
});
export type ContactSettings = z.output<typeof contactSettingsSchema>;

/** `logo` setting: the uploaded logo's address (null: the built-in mark) and its text alternative. */
export const logoSettingSchema = z.object({
  url: z
    .string()
    .trim()
    .max(URL_MAX)
    .refine((v) => isSitePath(v) || isExternalUrl(v), 'site.external_invalid')
    .nullable(),
  alt: z.string().trim().min(1, 'validation.required').max(200),
});
export type LogoSetting = z.output<typeof logoSettingSchema>;

/** The logo's text alternative alone (the logo screen's form). */
export const logoAltInput = logoSettingSchema.pick({ alt: true });

/** `disposableMails` setting: whether the disposable-mail domain list is used (default on). */
export const disposableMailsSettingSchema = z.object({ enabled: z.boolean() });
export type DisposableMailsSetting = z.output<typeof disposableMailsSettingSchema>;

/** One home-page testimonial (issue 18 §6): the quote in both languages, who said it and their role. */
export const testimonialSchema = z
  .object({
    quoteEn: z.string().trim().max(400),
    quoteTr: z.string().trim().max(400),
    name: z.string().trim().max(80),
    roleEn: z.string().trim().max(120),
    roleTr: z.string().trim().max(120),
  })
  .superRefine((row, ctx) => {
    // A slot with nothing in it is left out; a slot with anything needs both quotes and a name.
    if (isEmptySlot(row)) return;
    for (const field of ['quoteEn', 'quoteTr', 'name'] as const)
      if (row[field] === '') ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
  });
export type Testimonial = z.output<typeof testimonialSchema>;

/** True when every field of a form row is empty (an unused slot the home form sends). */
function isEmptySlot(row: Record<string, string>): boolean {
  return Object.values(row).every((v) => v === '');
}

/** One partner of the home page: a name and an https link (empty: shown without a link). */
export const partnerSchema = z.object({
  name: z.string().trim().max(80),
  url: z
    .string()
    .trim()
    .max(URL_MAX)
    .refine((v) => v === '' || isExternalUrl(v), 'site.external_invalid'),
});

/**
 * One item of the home page's media section (issue 18 §6 "discover … media"; spec public §2):
 * an article, video or podcast about the ecosystem elsewhere — title in both languages, the
 * outlet, an https link and the day it appeared (`YYYY-MM-DD`, or empty). A row with an empty
 * English title is an empty slot (dropped on save); a filled row needs the Turkish title and the link.
 */
export const mediaItemSchema = z
  .object({
    titleEn: z.string().trim().max(160),
    titleTr: z.string().trim().max(160),
    outlet: z.string().trim().max(80),
    url: z
      .string()
      .trim()
      .max(URL_MAX)
      .refine((v) => v === '' || isExternalUrl(v), 'site.external_invalid'),
    publishedOn: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))),
        'generic.invalid_field',
      ),
  })
  .superRefine((row, ctx) => {
    if (row.titleEn === '') return;
    if (row.titleTr === '')
      ctx.addIssue({ code: 'custom', path: ['titleTr'], message: 'validation.required' });
    if (row.url === '') ctx.addIssue({ code: 'custom', path: ['url'], message: 'validation.required' });
  });
export type MediaItem = z.output<typeof mediaItemSchema>;

/** Most media items the home page shows. */
export const HOME_MEDIA_MAX = 6;

/**
 * The innovation-index monitor's country until a super admin picks one (issue 18 §6 "the country
 * a setting, so the same monitor serves any country"): an ISO 3166-1 numeric code
 * (ref_countries.id). Türkiye (792), the country the platform's data covers, so the monitor shows
 * real figures out of the box; the routes keep the spec's name (/azerbaijan-gii), and an operator
 * for Azerbaijan picks 31 (decision 0024).
 */
export const MONITOR_DEFAULT_COUNTRY_ID = 792;

/** Most partners the home page shows. */
export const HOME_PARTNERS_MAX = 8;
/**
 * The home page has six testimonial slots (spec public §2 "testimonials (six entries)"). Only
 * real words of real people belong there: slots an admin leaves empty are left out, and with
 * none the section is not shown (no sample text stands in for them).
 */
export const HOME_TESTIMONIALS = 6;

/**
 * `home` setting (spec public §2 and §3 "Home data: … six testimonials"; decision 0029): up to
 * six testimonials (empty slots dropped), up to {@link HOME_PARTNERS_MAX} partners and {@link HOME_MEDIA_MAX} media
 * items (rows with an empty name or English title are dropped, so the form may send its empty
 * slots), and the innovation-index monitor's country (`monitorCountryId`, ISO numeric; the
 * service checks it is a listed country).
 */
export const homeSettingsSchema = z.object({
  testimonials: z
    .array(testimonialSchema)
    .max(HOME_TESTIMONIALS)
    .transform((rows) => rows.filter((q) => !isEmptySlot(q))),
  partners: z
    .array(partnerSchema)
    .max(HOME_PARTNERS_MAX)
    .transform((rows) => rows.filter((p) => p.name !== '')),
  media: z
    .array(mediaItemSchema)
    .max(HOME_MEDIA_MAX)
    .transform((rows) => rows.filter((m) => m.titleEn !== '')),
  monitorCountryId: z.coerce
    .number()
    .int('generic.invalid_field')
    .min(1, 'generic.invalid_field')
    .max(999, 'generic.invalid_field'),
});
export type HomeSettings = z.output<typeof homeSettingsSchema>;
