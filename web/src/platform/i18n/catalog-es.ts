export { es } from '@plumbing/shared';
