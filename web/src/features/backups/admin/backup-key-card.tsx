import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { saveErrorText } from '../../../ui/admin/save-feedback';
import { BackupKeyMutation } from './backup-operations';

/** The key as a file named as the restore's --key-file expects it (bytes, so no browser adds ".txt"). */
function saveKeyFile(key: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([`${key}\n`], { type: 'application/octet-stream' }));
  link.download = 'backup-key';
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * Where the backup key is and its download (issue #51): backups are signed with it and it is not in
 * them, so a restore on a new machine needs a copy kept apart. The password is asked again first.
 */
export function BackupKeyCard({ keyFile }: { keyFile: string | null }) {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [downloaded, setDownloaded] = useState(false);
  const [fetchKey, { loading }] = useMutation(BackupKeyMutation);

  const close = () => {
    setAsking(false);
    setPassword('');
    setRefusal(null);
  };
  async function download() {
    setRefusal(null);
    try {
      const { data } = await fetchKey({ variables: { password } });
      if (!data) return;
      saveKeyFile(data.backupKey);
      setDownloaded(true);
      close();
    } catch (error) {
      setRefusal(saveErrorText(error) ?? 'The backup key could not be downloaded. Please try again.');
    }
  }

  return (
    <Card title="Backup key" className="backup-key">
      <Typography.Paragraph>
        Backups are signed with this site’s backup key, which is not in them: a restore on a new machine needs it (
        <Typography.Text code>npm run restore -- FILE --key-file=backup-key</Typography.Text>).{' '}
        {keyFile ? (
          <>
            It is on the server in <Typography.Text code>{keyFile}</Typography.Text>.
          </>
        ) : (
          <>
            It is the server’s <Typography.Text code>BACKUP_KEY</Typography.Text> setting.
          </>
        )}{' '}
        <strong>Keep a copy apart from the backups</strong> (a password manager will do): whoever holds both can restore the site.
      </Typography.Paragraph>
      <Button onClick={() => setAsking(true)}>Download the backup key</Button>
      {downloaded && (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginTop: 16 }}
          title="Downloaded backup-key. Keep it apart from the backups, then delete it from this device's downloads."
        />
      )}
      <Modal
        open={asking}
        title="Download the backup key"
        okText="Download"
        onOk={() => void download()}
        confirmLoading={loading}
        onCancel={close}
        destroyOnHidden
      >
        <Form layout="vertical" component="div">
          <Form.Item label="Your password" htmlFor="backup-key-password" help={refusal} validateStatus={refusal ? 'error' : undefined}>
            <Input.Password
              id="backup-key-password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              onPressEnter={() => void download()}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
