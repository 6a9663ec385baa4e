// The owner's webhooks screen (issue #43), mounted by the admin area.
export { default as WebhooksScreen } from './webhooks-screen';
