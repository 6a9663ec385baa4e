// The owner's API tokens (issue #43): their screen, mounted by the admin area.
export { default as ApiTokensScreen } from './api-tokens-screen';
