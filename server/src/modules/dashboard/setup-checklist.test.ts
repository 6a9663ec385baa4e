import { startPushService, startSmtpCatcher, type PushServiceDouble, type SmtpCatcher } from '@plumbing/test-support';
import { buildBusinessProfile } from '../../../test/factories';
import { BACK_UP_NOW, BACKUPS, BUSINESS_PROFILE, SAVE_BUSINESS_PROFILE, SAVE_PUSH_SUBSCRIPTION } from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';

const CHECKLIST = '{ setupChecklist { step done } }';
const undone = async (server: TestServer, token: string) =>
  ((await server.graphql(CHECKLIST, {}, token)).body.data.setupChecklist as Array<{ step: string; done: boolean }>)
    .filter((item) => !item.done)
    .map((item) => item.step);

// Issue #38, item 8: a new site says on Today what it still needs, until each is done.
describe('the setup checklist', () => {
  it('a fresh site without settings: every step is still to do; the public cannot read it', async () => {
    const server = await startTestServer();
    try {
      expect(await undone(server, await server.adminToken())).toEqual(['licence', 'email', 'notifications', 'reviewLink', 'offSiteBackup']);
      expect((await server.graphql(CHECKLIST)).body.errors?.[0].message).toBe('User is not authenticated');
    } finally {
      await server.close();
    }
  });

  describe('done step by step', () => {
    let smtp: SmtpCatcher;
    let pushService: PushServiceDouble;
    let server: TestServer;
    let token: string;
    beforeAll(async () => {
      smtp = await startSmtpCatcher();
      pushService = await startPushService();
      // BUSINESS_LICENCE seeds the licence like the other BUSINESS_* settings.
      server = await startTestServer({
        env: { SMTP_URL: smtp.url, BUSINESS_LICENCE: 'cfc1430000, CGC1500001', OUTBOUND_ALLOW_LOOPBACK: 'true' },
        overrides: { push: { pollMs: 60_000 } },
      });
      token = await server.adminToken();
    });
    afterAll(async () => {
      await server.close();
      await pushService.stop();
      await smtp.stop();
    });

    it('licence and e-mail from the settings; notifications, the review link and a downloaded backup from the admin', async () => {
      expect((await server.graphql(BUSINESS_PROFILE)).body.data.businessProfile.licenceNumbers).toEqual(['CFC1430000', 'CGC1500001']);
      expect(await undone(server, token)).toEqual(['notifications', 'reviewLink', 'offSiteBackup']);

      await server.graphql(SAVE_PUSH_SUBSCRIPTION, { input: { ...pushService.device().subscription, label: 'Owner phone' } }, token);
      const profile = (await server.graphql(BUSINESS_PROFILE)).body.data.businessProfile;
      await server.graphql(
        SAVE_BUSINESS_PROFILE,
        { input: buildBusinessProfile({ licenceNumbers: profile.licenceNumbers, reviewUrl: 'https://g.page/r/example/review' }) },
        token,
      );
      expect(await undone(server, token)).toEqual(['offSiteBackup']);

      // A backup made is not yet off the server; one downloaded whole is.
      await server.graphql(BACK_UP_NOW, {}, token);
      let backups: Array<{ name: string }> = [];
      for (let tries = 0; backups.length === 0 && tries < 100; tries++) {
        backups = (await server.graphql(BACKUPS, {}, token)).body.data.backups;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await undone(server, token)).toEqual(['offSiteBackup']);
      const download = await fetch(`${server.url}/api/admin/backups/${backups[0].name}`, { headers: { authorization: `Bearer ${token}` } });
      await download.arrayBuffer();
      for (let tries = 0; (await undone(server, token)).length > 0 && tries < 50; tries++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await undone(server, token)).toEqual([]);
    });
  });
});
