import { API_SCOPES, API_TOKEN_PREFIX, ApiTokenMessages, DomainError, ErrorCode, MAX_ACTIVE_API_TOKENS } from '@plumbing/shared';
import { IsNull, type Repository } from 'typeorm';
import { lockForTransaction } from '../../db/transaction-lock';
import { newSecretToken, secretTokenHash } from '../../lib/secret-token';
import type { ApiTokenCaller, ApiTokenVerifier } from '../auth';
import type { ModuleDeps } from '../domain-module';
import { ApiToken } from './api-token.entity';
import type { ApiTokenInput } from './api-token.inputs';
import type { CreatedApiToken } from './api-token.types';

/** What a token looks like: the prefix and 32 random bytes in base64url. Anything else is refused before the database is asked. */
const TOKEN_SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);
/** The characters of the random part shown in the list: 36 bits of the 256, enough to tell tokens apart. */
const DISPLAYED_CHARACTERS = 6;
/**
 * A token's last use is written at most this often: a program polling every second must not turn
 * each of its reads into a write. The condition is in the UPDATE, so instances sharing the
 * database agree without talking.
 */
const LAST_USED_PRECISION_SECONDS = 60;

/** The owner's API tokens (issue #43): made, listed, revoked; and checked on every request that carries one. */
export class ApiTokenService implements ApiTokenVerifier {
  private readonly tokens: Repository<ApiToken>;

  constructor(private readonly deps: ModuleDeps) {
    this.tokens = deps.db.getRepository(ApiToken);
  }

  /** Every token, revoked ones too (their names say what stopped working), newest first. */
  list(): Promise<ApiToken[]> {
    return this.tokens.find({ order: { createdAt: 'DESC' } });
  }

  /** A new token: answered this once, kept only as its hash. */
  async create({ name, scopes }: ApiTokenInput): Promise<CreatedApiToken> {
    const token = `${API_TOKEN_PREFIX}${newSecretToken()}`;
    const apiToken = await this.deps.db.transaction(async (manager) => {
      // Two tabs creating at once cannot both take the last place.
      await lockForTransaction(manager, 'api_token');
      const repository = manager.getRepository(ApiToken);
      if ((await repository.countBy({ revokedAt: IsNull() })) >= MAX_ACTIVE_API_TOKENS)
        throw new DomainError(ErrorCode.BAD_USER_INPUT, ApiTokenMessages.tooMany);
      return repository.save(
        repository.create({
          name: name.trim(),
          scopes: API_SCOPES.filter((scope) => scopes.includes(scope)),
          tokenHash: secretTokenHash(token),
          displayPrefix: token.slice(0, API_TOKEN_PREFIX.length + DISPLAYED_CHARACTERS),
        }),
      );
    });
    return { token, apiToken };
  }

  /** Revokes a token at once, on every instance (each request reads it); null when there is no such token. */
  async revoke(id: string): Promise<ApiToken | null> {
    await this.tokens.update({ id, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
    return this.tokens.findOneBy({ id });
  }

  /** The caller a token is, or null when it is malformed, unknown or revoked. Notes its use. */
  async verify(token: string): Promise<ApiTokenCaller | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    // Looked up by its hash: comparing hashes of a 256-bit secret leaks nothing worth timing.
    const row = await this.tokens.findOneBy({ tokenHash: secretTokenHash(token) });
    if (!row || row.revokedAt) return null;
    await this.noteUse(row);
    return { id: row.id, name: row.name, scopes: row.scopes };
  }

  /** Records the use when the last one recorded is over a minute old; a failure is logged, never the caller's problem. */
  private async noteUse(row: ApiToken): Promise<void> {
    if (row.lastUsedAt && Date.now() - row.lastUsedAt.getTime() < LAST_USED_PRECISION_SECONDS * 1000) return;
    try {
      await this.deps.db.query(
        `UPDATE api_token SET last_used_at = now()
          WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => $2))`,
        [row.id, LAST_USED_PRECISION_SECONDS],
      );
    } catch (error) {
      this.deps.logger.warn({ err: error, apiToken: row.displayPrefix }, "an API token's last use could not be recorded");
    }
  }
}
