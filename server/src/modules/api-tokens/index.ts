import { domainModule, type ModuleDeps } from '../domain-module';
import { ApiToken } from './api-token.entity';
import { ApiTokenResolver } from './api-token.resolver';
import { ApiTokenService } from './api-token.service';

/** Issue #43: API tokens with scopes, for programs that use the GraphQL API instead of the owner's session. */
export const apiTokensModule = domainModule({
  name: 'api-tokens',
  entities: [ApiToken],
  resolvers: [ApiTokenResolver],
  createServices: (deps: ModuleDeps) => ({ apiTokens: new ApiTokenService(deps) }),
});

export type { ApiTokenService } from './api-token.service';
