/**
 * /kisisel-verilerin-korunmasi (TR /tr/kisisel-verilerin-korunmasi; issue 17 §2; spec public §2 "Static and legal pages"): the KVKK information notice. The text is the
 * `kisisel-verilerin-korunmasi` content row, edited by super admins at /admin/management/content.
 */
import { contentPageFor, contentPageMetadata } from '@/modules/content/ui/content-page';

export const generateMetadata = contentPageMetadata(
  'kisisel-verilerin-korunmasi',
  '/kisisel-verilerin-korunmasi',
);
export default contentPageFor('kisisel-verilerin-korunmasi');
