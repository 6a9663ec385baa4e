// The owner's inbox of contact messages, mounted by the admin area; Today opens a message with MessageDetails.
export { default as MessagesScreen } from './messages-screen';
export { MessageDetails } from './message-dialog';
