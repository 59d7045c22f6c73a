/**
 * /recruitment-consultancy (TR /tr/ise-alim-danismanligi; issue 17 §2; spec public §2 "Static and legal pages"): the recruitment consultancy service. The text is the
 * `recruitment-consultancy` content row, edited by super admins at /admin/management/content.
 */
import { contentPageFor, contentPageMetadata } from '@/modules/content/ui/content-page';

export const generateMetadata = contentPageMetadata('recruitment-consultancy', '/recruitment-consultancy');
export default contentPageFor('recruitment-consultancy');
