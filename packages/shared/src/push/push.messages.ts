/** What the owner's devices' refusals and failed pushes say: the server's input validation, the test notification, the outbox's errors. */
export const PushMessages = {
  tooManyDevices: 'Up to 20 devices can receive notifications: remove one you no longer use first.',
  keysInvalid: "The subscription's keys must be a browser's P-256 public key and 16-byte auth secret, in URL-safe base64",
  labelTooLong: 'The device name must be at most 100 characters',
  noDevices: 'No device receives notifications yet: tap "Notify me on this device" on the phone first.',
  deviceRemoved: 'the device was removed',
  gone: (status: number) => `the push service answered ${status}: the device no longer takes notifications, so it was removed`,
  refused: (status: number) => `the push service answered ${status}`,
} as const;
