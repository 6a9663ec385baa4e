import { domainModule } from '../domain-module';
import { calendarRouter } from './calendar.rest';
import { CalendarResolver } from './calendar.resolver';
import { CalendarFeedService, type CalendarDeps, type CalendarOptions } from './calendar.service';

/** The owner's visits as a private calendar feed that Google Calendar or a phone subscribes to. */
export const calendarModule = domainModule({
  name: 'calendar',
  resolvers: [CalendarResolver],
  createServices: (deps: CalendarDeps, options?: CalendarOptions) => ({ calendarFeed: new CalendarFeedService(deps, options) }),
  routers: ({ calendarFeed }) => [{ path: '/calendar', router: calendarRouter(calendarFeed) }],
});
