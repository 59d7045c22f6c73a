/** Layout of the /dashboard pages: the dashboard's left menu beside the page (see WithDashboardMenu). */
import { WithDashboardMenu } from '@/ui/layout/with-dashboard-menu';

export default WithDashboardMenu;
