/**
 * /earthquake-help (TR /tr/deprem-yardimi; issue 17 §2; spec public §2 "Static and legal pages"): resources for founders affected by the 6 February 2023 earthquakes. The text is the
 * `earthquake-help` content row, edited by super admins at /admin/management/content.
 */
import { contentPageFor, contentPageMetadata } from '@/modules/content/ui/content-page';

export const generateMetadata = contentPageMetadata('earthquake-help', '/earthquake-help');
export default contentPageFor('earthquake-help');
