// The owner's inbox of contact messages, mounted by the admin area.
export { default as MessagesScreen } from './messages-screen';
