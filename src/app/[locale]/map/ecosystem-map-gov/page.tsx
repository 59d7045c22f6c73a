/**
 * /map/ecosystem-map-gov (TR /harita/kamu-destek-kurumlari; issue 18 §1): public support
 * institutions by province (development agencies, KOSGEB service centres, TÜBİTAK units and
 * technology development zones); see ProvinceMapPage.
 */
import { provinceMapRoute } from '@/modules/maps/ui/province-map-route';

const route = provinceMapRoute('gov', '/map/ecosystem-map-gov', 'gov');
export const generateMetadata = route.generateMetadata;
export default route.Page;
