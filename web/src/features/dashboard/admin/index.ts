// Today, the owner's first admin screen, mounted by the admin area at /admin.
export { default as TodayScreen } from './today-screen';
