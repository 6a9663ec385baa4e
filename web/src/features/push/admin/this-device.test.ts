import { applicationServerKey, deviceLabel } from './this-device';
import { testOutcome } from './notifications-card';

describe('this device', () => {
  it('names a device by its browser and system, as the device list shows it', () => {
    expect(
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
        'curl/8.5.0',
      ].map(deviceLabel),
    ).toEqual(['Chrome on Android', 'Safari on iPhone', 'Samsung Internet on Android', 'Edge on Windows', 'Firefox on Mac', 'Browser']);
  });

  it('turns the server’s URL-safe base64 key into the bytes PushManager.subscribe takes', () => {
    const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = applicationServerKey(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(Buffer.from(bytes).toString('base64url')).toBe(key);
  });

  it('words a test notification’s outcome', () => {
    expect(testOutcome({ devices: 1, sent: true, error: null })).toEqual({
      type: 'success',
      text: 'Test notification sent to 1 device. It should appear within seconds.',
    });
    expect(testOutcome({ devices: 2, sent: false, error: 'the push service answered 503' })).toEqual({
      type: 'warning',
      text: 'The test notification did not reach every device (2 devices): the push service answered 503. It will be retried.',
    });
  });
});
