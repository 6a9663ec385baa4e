/** Spec §9: the shortest password the setup form and the server accept. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * Spec §8: what a failed sign-in or setup says. Apart from the others: the web app's session
 * (loaded with every page) reads these alone.
 */
export const SignInMessages = {
  invalidCredentials: 'Invalid email or password',
  networkError: 'Network error occurred',
  setupFailed: 'Setup failed',
} as const;

/** The spec's wording (§5, §6) and this product's: the server's refusals and the setup form's and the CLI's own checks. */
export const AuthMessages = {
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordsDiffer: 'Passwords do not match',
  invalidEmail: 'A valid email address is required',
  alreadyConfigured: 'Admin already configured',
  notAuthenticated: 'User is not authenticated',
  cannotCheckNow: "Your sign-in cannot be checked just now: the site's database is unreachable. Please try again in a minute.",
  wrongCurrentPassword: 'The current password is not correct',
  wrongPassword: 'The password is not correct',
  tooManyAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;
