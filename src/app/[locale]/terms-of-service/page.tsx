/**
 * /terms-of-service (TR /tr/kullanim-kosullari; issue 17 §2; spec public §2 "Static and legal pages"): the terms of service registration makes users accept. The text is the
 * `terms-of-service` content row, edited by super admins at /admin/management/content.
 */
import { contentPageFor, contentPageMetadata } from '@/modules/content/ui/content-page';

export const generateMetadata = contentPageMetadata('terms-of-service', '/terms-of-service');
export default contentPageFor('terms-of-service');
