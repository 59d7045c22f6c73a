/**
 * /privacy-and-security (TR /tr/gizlilik-ve-guvenlik; issue 17 §2; spec public §2 "Static and legal pages"): how the platform protects accounts and data. The text is the
 * `privacy-and-security` content row, edited by super admins at /admin/management/content.
 */
import { contentPageFor, contentPageMetadata } from '@/modules/content/ui/content-page';

export const generateMetadata = contentPageMetadata('privacy-and-security', '/privacy-and-security');
export default contentPageFor('privacy-and-security');
