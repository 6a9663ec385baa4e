import { domainModule } from '../domain-module';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardService, type DashboardDeps, type DashboardOptions } from './dashboard.service';

/** Today, the owner's first admin screen: read from the bookings and the messages. */
export const dashboardModule = domainModule({
  name: 'dashboard',
  resolvers: [DashboardResolver],
  createServices: (deps: DashboardDeps, options?: DashboardOptions) => ({ dashboard: new DashboardService(deps, options) }),
});
