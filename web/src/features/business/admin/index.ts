// The owner's business profile screen, mounted by the admin area.
export { default as BusinessProfileScreen } from './business-profile-screen';
