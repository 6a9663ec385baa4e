import bcrypt from 'bcrypt';
import { isEmail } from 'class-validator';
import jwt from 'jsonwebtoken';
import type { DataSource, Repository } from 'typeorm';
import { AuthMessages, type DomainErrorCode, ErrorCode, MIN_PASSWORD_LENGTH, SignInMessages } from '@plumbing/shared';
import { isUuid } from '../../lib/uuid';
import type { RateLimitRule, RateLimitService } from '../rate-limit';
import { AdminUser } from './admin-user.entity';

export interface AuthResult {
  success: boolean;
  token?: string;
  error?: string;
  /** Why it failed, for the REST adapters' status (GraphQL answers only the message). */
  code?: DomainErrorCode;
  /** Set when the caller is refused for sending too many failed attempts. */
  retryAfterSeconds?: number;
}

export interface AuthOptions {
  jwtSecret: string;
  jwtExpiresIn: string;
  bcryptRounds?: number;
  /** Sign-in attempts allowed from one address per window before it is refused; a success starts afresh. */
  loginRule?: RateLimitRule;
  /** Waits before answering a failed sign-in (injectable so tests need not sleep). */
  delay?: (ms: number) => Promise<void>;
}

const UNIQUE_VIOLATION = '23505';
const JWT_ALGORITHM = 'HS256';

/** From the 4th failure on, each failed answer waits twice as long, up to 4 s. */
export function failedLoginDelayMs(failures: number): number {
  return failures <= 3 ? 0 : Math.min(250 * 2 ** (failures - 4), 4_000);
}

export class AuthService {
  private readonly admins: Repository<AdminUser>;
  private readonly rounds: number;
  private readonly loginRule: RateLimitRule;
  private readonly delay: (ms: number) => Promise<void>;
  /** Compared against when the e-mail is unknown, so the answer takes as long either way. */
  private readonly dummyHash: Promise<string>;

  constructor(
    db: DataSource,
    private readonly rateLimits: RateLimitService,
    private readonly options: AuthOptions,
  ) {
    this.admins = db.getRepository(AdminUser);
    this.rounds = options.bcryptRounds ?? 12;
    this.loginRule = options.loginRule ?? { limit: 10, windowSeconds: 15 * 60 };
    this.delay = options.delay ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.dummyHash = bcrypt.hash('not-a-real-password', this.rounds);
  }

  async needsSetup(): Promise<boolean> {
    return (await this.admins.count()) === 0;
  }

  /** When the owner set the site up (created the admin), or null before. */
  async setUpAt(): Promise<Date | null> {
    return (await this.admins.find({ order: { createdAt: 'ASC' }, take: 1 }))[0]?.createdAt ?? null;
  }

  /** Creates the one administrator; refused once one exists, even when two setups race. */
  async setup(emailInput: string, password: string): Promise<AuthResult> {
    const email = normaliseEmail(emailInput);
    const invalid = validateCredentials(email, password);
    if (invalid) return refusal(ErrorCode.BAD_USER_INPUT, invalid);
    if (!(await this.needsSetup())) return refusal(ErrorCode.CONFLICT, AuthMessages.alreadyConfigured);
    try {
      const admin = await this.admins.save(this.admins.create({ email, passwordHash: await bcrypt.hash(password, this.rounds) }));
      return { success: true, token: this.issueToken(admin) };
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return refusal(ErrorCode.CONFLICT, AuthMessages.alreadyConfigured);
      throw error;
    }
  }

  async login(emailInput: string, password: string, clientAddress: string): Promise<AuthResult> {
    // Counted before the password is checked: simultaneous guesses cannot all pass a read-then-count check.
    const attempt = await this.rateLimits.hitFromClient('login', clientAddress, this.loginRule);
    if (attempt.exceeded) return this.refused(attempt.retryAfterSeconds);

    const admin = await this.admins.findOneBy({ email: normaliseEmail(emailInput ?? '') });
    const matches = await bcrypt.compare(password ?? '', admin?.passwordHash ?? (await this.dummyHash));
    if (admin && matches) {
      await this.rateLimits.resetClient('login', clientAddress);
      return { success: true, token: this.issueToken(admin) };
    }
    await this.delay(failedLoginDelayMs(attempt.hits));
    return refusal(ErrorCode.UNAUTHENTICATED, SignInMessages.invalidCredentials);
  }

  /** The administrator a token belongs to, or null for a missing, expired, forged or revoked token. */
  async verify(token: string | undefined): Promise<AdminUser | null> {
    if (!token) return null;
    let claims: jwt.JwtPayload;
    try {
      claims = jwt.verify(token, this.options.jwtSecret, { algorithms: [JWT_ALGORITHM] }) as jwt.JwtPayload;
    } catch {
      return null;
    }
    if (typeof claims.sub !== 'string' || !isUuid(claims.sub)) return null;
    const admin = await this.admins.findOneBy({ id: claims.sub });
    return admin && claims.ver === admin.tokenVersion ? admin : null;
  }

  /** The signed-in owner changes the password; every other session is signed out. */
  async changePassword(admin: AdminUser, currentPassword: string, newPassword: string): Promise<AuthResult> {
    if (!(await bcrypt.compare(currentPassword, admin.passwordHash)))
      return refusal(ErrorCode.BAD_USER_INPUT, AuthMessages.wrongCurrentPassword);
    const invalid = validateCredentials(admin.email, newPassword);
    if (invalid) return refusal(ErrorCode.BAD_USER_INPUT, invalid);
    return { success: true, token: this.issueToken(await this.setPassword(admin, newPassword)) };
  }

  /**
   * The signed-in owner's password asked again before a secret is handed out (the backup key, issue
   * #51): a wrong one counts as a failed sign-in from `clientAddress` does, so a stolen session
   * cannot guess it faster.
   */
  async confirmPassword(admin: AdminUser, password: string, clientAddress: string): Promise<AuthResult> {
    const attempt = await this.rateLimits.hitFromClient('login', clientAddress, this.loginRule);
    if (attempt.exceeded) return this.refused(attempt.retryAfterSeconds);
    if (await bcrypt.compare(password, admin.passwordHash)) return { success: true };
    await this.delay(failedLoginDelayMs(attempt.hits));
    return refusal(ErrorCode.BAD_USER_INPUT, AuthMessages.wrongPassword);
  }

  /** For the owner's command line, when the password is forgotten: every session is signed out. */
  async resetPassword(password: string, emailInput?: string): Promise<{ email: string }> {
    const admin = await this.admins.findOne({ where: {}, order: { createdAt: 'ASC' } });
    if (!admin) throw new Error('No administrator exists yet: open /admin-setup in the browser to create one.');
    const email = emailInput ? normaliseEmail(emailInput) : admin.email;
    const invalid = validateCredentials(email, password);
    if (invalid) throw new Error(invalid);
    admin.email = email;
    return { email: (await this.setPassword(admin, password)).email };
  }

  private async setPassword(admin: AdminUser, password: string): Promise<AdminUser> {
    admin.passwordHash = await bcrypt.hash(password, this.rounds);
    admin.tokenVersion += 1;
    return this.admins.save(admin);
  }

  private issueToken(admin: AdminUser): string {
    return jwt.sign({ email: admin.email, ver: admin.tokenVersion }, this.options.jwtSecret, {
      algorithm: JWT_ALGORITHM,
      subject: admin.id,
      expiresIn: this.options.jwtExpiresIn as jwt.SignOptions['expiresIn'],
    });
  }

  private refused(retryAfterSeconds: number): AuthResult {
    return { ...refusal(ErrorCode.RATE_LIMITED, AuthMessages.tooManyAttempts(Math.ceil(retryAfterSeconds / 60))), retryAfterSeconds };
  }
}

function refusal(code: DomainErrorCode, error: string): AuthResult {
  return { success: false, error, code };
}

function normaliseEmail(email: string): string {
  return String(email ?? '')
    .trim()
    .toLowerCase();
}

function validateCredentials(email: string, password: string): string | undefined {
  if (!isEmail(email)) return AuthMessages.invalidEmail;
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) return AuthMessages.passwordTooShort;
  return undefined;
}
