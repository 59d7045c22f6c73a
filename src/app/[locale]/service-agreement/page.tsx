/**
 * /service-agreement (TR /tr/hizmet-sozlesmesi; issue 17 §2; spec public §2 "Static and legal pages"): the service agreement of paid plans. The text is the
 * `service-agreement` content row, edited by super admins at /admin/management/content.
 */
import { contentPageFor, contentPageMetadata } from '@/modules/content/ui/content-page';

export const generateMetadata = contentPageMetadata('service-agreement', '/service-agreement');
export default contentPageFor('service-agreement');
