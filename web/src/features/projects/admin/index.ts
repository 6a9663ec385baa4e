// The owner's projects screen, mounted by the admin area.
export { default as ProjectsAdminScreen } from './projects-screen';
