import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AdminUser } from './admin-user.entity';
import type { AuthService } from './auth.service';
import { AuthPayload, SetupStatus } from './auth.types';
import { OwnerOnly } from './auth-checker';
import type { RequestContext } from './request-context';

@Resolver()
export class AuthResolver {
  constructor(private readonly services: { auth: AuthService }) {}

  @Query(() => SetupStatus, { description: 'Whether the one-time admin setup is still needed' })
  async setupStatus(): Promise<SetupStatus> {
    return { needsSetup: await this.services.auth.needsSetup() };
  }

  @Query(() => AdminUser, { nullable: true, description: 'The signed-in administrator, or null without a valid token' })
  me(@Ctx() { admin }: RequestContext): AdminUser | null {
    return admin;
  }

  @Mutation(() => AuthPayload, { description: 'Creates the one administrator; allowed only while none exists' })
  setupAdmin(@Arg('email') email: string, @Arg('password') password: string): Promise<AuthPayload> {
    return this.services.auth.setup(email, password);
  }

  @Mutation(() => AuthPayload, { description: 'Signs the administrator in' })
  login(@Arg('email') email: string, @Arg('password') password: string, @Ctx() { clientAddress }: RequestContext): Promise<AuthPayload> {
    return this.services.auth.login(email, password, clientAddress);
  }

  @OwnerOnly()
  @Mutation(() => AuthPayload, { description: 'Changes the password; other sessions are signed out; answers a fresh token' })
  changePassword(
    @Arg('currentPassword') currentPassword: string,
    @Arg('newPassword') newPassword: string,
    @Ctx() { admin }: RequestContext,
  ): Promise<AuthPayload> {
    return this.services.auth.changePassword(admin!, currentPassword, newPassword);
  }
}
