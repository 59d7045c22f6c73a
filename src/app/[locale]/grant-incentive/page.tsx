/**
 * /grant-incentive (TR /tr/hibe-tesvik; issue 17 §2; spec public §2 "Static and legal pages"): the overview of grant and incentive programmes. The text is the
 * `grant-incentive` content row, edited by super admins at /admin/management/content.
 */
import { contentPageFor, contentPageMetadata } from '@/modules/content/ui/content-page';

export const generateMetadata = contentPageMetadata('grant-incentive', '/grant-incentive');
export default contentPageFor('grant-incentive');
