import { domainModule } from '../domain-module';
import { ContactMessage } from './contact-message.entity';
import { ContactResolver } from './contact.resolver';
import { ContactService, type PublicFormDeps, type ContactOptions } from './contact.service';

/** The contact form: messages stored for the owner and e-mailed to the business. */
export const contactModule = domainModule({
  name: 'contact',
  entities: [ContactMessage],
  resolvers: [ContactResolver],
  createServices: (deps: PublicFormDeps, options?: ContactOptions) => ({ contact: new ContactService(deps, options) }),
});

export { ContactMessage, type MessageFields } from './contact-message.entity';
export type { ContactService, PublicFormDeps } from './contact.service';
