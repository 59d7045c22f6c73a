/**
 * /map/types (TR /harita/kurum-turleri; issue 18 §1): the map with the set of organization
 * types the visitor picks (incubators, accelerators and science parks until they do); see ProvinceMapPage.
 */
import { provinceMapRoute } from '@/modules/maps/ui/province-map-route';

const route = provinceMapRoute('types', '/map/types', 'types');
export const generateMetadata = route.generateMetadata;
export default route.Page;
