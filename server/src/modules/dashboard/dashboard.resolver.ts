import { Authorized, Query, Resolver } from 'type-graphql';
import type { DashboardService } from './dashboard.service';
import { AdminDashboard } from './dashboard.types';
import { SetupChecklistItem } from './setup-checklist';

@Resolver()
export class DashboardResolver {
  constructor(private readonly services: { dashboard: DashboardService }) {}

  @Authorized()
  @Query(() => AdminDashboard, {
    description: "Today's and tomorrow's visits, the requests waiting for an answer, and the last 30 days' response time",
  })
  adminDashboard(): Promise<AdminDashboard> {
    return this.services.dashboard.dashboard();
  }

  @Authorized()
  @Query(() => [SetupChecklistItem], {
    description: 'What a new site still needs (licence, e-mail, notifications, review link, a backup off the server), each done or not',
  })
  setupChecklist(): Promise<SetupChecklistItem[]> {
    return this.services.dashboard.setupChecklist();
  }
}
