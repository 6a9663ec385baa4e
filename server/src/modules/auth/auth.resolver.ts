import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { AdminUser } from './admin-user.entity';
import { AuthPayload, SetupStatus } from './auth.types';

@Resolver()
export class AuthResolver {
  @Query(() => SetupStatus, { description: 'Whether the one-time admin setup is still needed' })
  async setupStatus(@Ctx() { services }: Context): Promise<SetupStatus> {
    return { needsSetup: await services.auth.needsSetup() };
  }

  @Query(() => AdminUser, { nullable: true, description: 'The signed-in administrator, or null without a valid token' })
  me(@Ctx() { admin }: Context): AdminUser | null {
    return admin;
  }

  @Mutation(() => AuthPayload, { description: 'Creates the one administrator; allowed only while none exists' })
  setupAdmin(@Arg('email') email: string, @Arg('password') password: string, @Ctx() { services }: Context): Promise<AuthPayload> {
    return services.auth.setup(email, password);
  }

  @Mutation(() => AuthPayload, { description: 'Signs the administrator in' })
  login(@Arg('email') email: string, @Arg('password') password: string, @Ctx() ctx: Context): Promise<AuthPayload> {
    return ctx.services.auth.login(email, password, ctx.clientAddress);
  }

  @Authorized()
  @Mutation(() => AuthPayload, { description: 'Changes the password; other sessions are signed out; answers a fresh token' })
  changePassword(
    @Arg('currentPassword') currentPassword: string,
    @Arg('newPassword') newPassword: string,
    @Ctx() { services, admin }: Context,
  ): Promise<AuthPayload> {
    return services.auth.changePassword(admin!, currentPassword, newPassword);
  }
}
