/** The spec's wording (§5, §6, §8), shared by the GraphQL and REST adapters and the web app's tests. */
export const AuthMessages = {
  invalidCredentials: 'Invalid email or password',
  passwordTooShort: 'Password must be at least 8 characters',
  invalidEmail: 'A valid email address is required',
  alreadyConfigured: 'Admin already configured',
  notAuthenticated: 'User is not authenticated',
  wrongCurrentPassword: 'The current password is not correct',
  tooManyAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

export const MIN_PASSWORD_LENGTH = 8;
