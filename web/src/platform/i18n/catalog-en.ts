export { en } from '@plumbing/shared';
