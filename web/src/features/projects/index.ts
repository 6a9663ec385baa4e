// What other features show of projects: a project's card (a service area's page lists those done there).
export { ProjectCard, type CardProject } from './public/project-card';
export { ownerText } from './project-format';
