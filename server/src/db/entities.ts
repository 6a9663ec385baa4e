import { AdminUser } from '../modules/auth/admin-user.entity';
import { Appointment } from '../modules/appointments/appointment.entity';
import { Project } from '../modules/projects/project.entity';
import { ContactMessage } from '../modules/contact/contact-message.entity';
import { OutboxEmail } from '../modules/mail/outbox-email.entity';
import { Page } from '../modules/pages/page.entity';
import { PageSlugRedirect } from '../modules/pages/page-slug-redirect.entity';
import { RateLimitCounter } from '../modules/rate-limit/rate-limit-counter.entity';
import { Setting } from '../modules/settings/setting.entity';

/** Every entity the data source knows; each domain adds its own here. */
export const entities = [AdminUser, RateLimitCounter, Setting, Appointment, OutboxEmail, Page, PageSlugRedirect, Project, ContactMessage];
