import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { telHref } from '@plumbing/shared';

/** Call and E-mail: one tap from a card to the customer, on the phone's own dialer and mail app. */
export function ContactButtons({ name, phone, email }: { name: string; phone: string; email: string }) {
  return (
    <>
      <Button href={telHref(phone)} icon={<PhoneOutlined />} aria-label={`Call ${name}`}>
        Call
      </Button>
      <Button href={`mailto:${email}`} icon={<MailOutlined />} aria-label={`E-mail ${name}`}>
        E-mail
      </Button>
    </>
  );
}
