/**
 * /about-us (TR /tr/hakkimizda; issue 17 §2; spec public §2 "Static and legal pages"): the about-us text. The text is the
 * `about-us` content row, edited by super admins at /admin/management/content.
 */
import { contentPageFor, contentPageMetadata } from '@/modules/content/ui/content-page';

export const generateMetadata = contentPageMetadata('about-us', '/about-us');
export default contentPageFor('about-us');
