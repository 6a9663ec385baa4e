// What the rest of the app may use of the owner's session: the provider at the root and the hook
// that reads it. Light on purpose: the app's first load imports it (the sign-in screens do not).
export { AuthContext, useAuth, type AdminUser, type Auth, type AuthStatus, type LoginResult } from './auth-context';
export { AuthProvider } from './auth-provider';
