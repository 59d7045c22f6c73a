/**
 * /talent-general-terms (TR /tr/yetenek-genel-kosullari; issue 17 §2; spec public §2 "Static and legal pages"): the general terms of talent profiles and job applications. The text is the
 * `talent-general-terms` content row, edited by super admins at /admin/management/content.
 */
import { contentPageFor, contentPageMetadata } from '@/modules/content/ui/content-page';

export const generateMetadata = contentPageMetadata('talent-general-terms', '/talent-general-terms');
export default contentPageFor('talent-general-terms');
