import { domainModule } from '../domain-module';
import { PushMessage } from './push-message.entity';
import { PushSubscription } from './push-subscription.entity';
import { PushResolver } from './push.resolver';
import { PushService, type PushDeps, type PushOptions } from './push.service';

/** Lead alerts on the owner's phone: Web Push through a transactional outbox, like e-mail. */
export const pushModule = domainModule({
  name: 'push',
  entities: [PushSubscription, PushMessage],
  resolvers: [PushResolver],
  createServices: (deps: PushDeps, options?: PushOptions) => ({ push: new PushService(deps, options) }),
  start: ({ push }) => push.start(),
  stop: ({ push }) => push.stop(),
});

export type { PushNotification } from './push-message.entity';
export type { PushService } from './push.service';
export { excerpt, shortName, visitTime } from './notification-text';
