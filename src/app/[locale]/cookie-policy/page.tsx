/**
 * /cookie-policy (TR /tr/cerez-politikasi; issue 17 §2; spec public §2 "Static and legal pages"): the cookie policy, with the "Cookie settings" button under it. The text is the
 * `cookie-policy` content row, edited by super admins at /admin/management/content.
 */
import { contentPageFor, contentPageMetadata } from '@/modules/content/ui/content-page';
import { CookieSettingsButton } from '@/modules/content/ui/cookie-consent';

export const generateMetadata = contentPageMetadata('cookie-policy', '/cookie-policy');
export default contentPageFor(
  'cookie-policy',
  <CookieSettingsButton className="rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50" />,
);
