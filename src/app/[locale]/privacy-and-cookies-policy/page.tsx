/**
 * /privacy-and-cookies-policy (TR /tr/gizlilik-ve-cerez-politikasi; issue 17 §2; spec public §2 "Static and legal pages"): the privacy and cookies policy (GDPR) registration makes users accept. The text is the
 * `privacy-and-cookies-policy` content row, edited by super admins at /admin/management/content.
 */
import { contentPageFor, contentPageMetadata } from '@/modules/content/ui/content-page';

export const generateMetadata = contentPageMetadata(
  'privacy-and-cookies-policy',
  '/privacy-and-cookies-policy',
);
export default contentPageFor('privacy-and-cookies-policy');
