/**
 * /ecosystem-map (TR /ekosistem-haritasi; issue 18 §1; spec public §1, §2 "Maps"): Türkiye's 81
 * provinces coloured by the number of ecosystem actors, a switch per category (startups and every
 * organization type); see ProvinceMapPage.
 */
import { provinceMapRoute } from '@/modules/maps/ui/province-map-route';

const route = provinceMapRoute('all', '/ecosystem-map', 'turkey');
export const generateMetadata = route.generateMetadata;
export default route.Page;
