import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { renderScreen } from '../../../../test/render-screen';
import { PageContentField } from './page-content-field';

function Editor({ content }: { content: string }) {
  const [form] = Form.useForm();
  return (
    <Form form={form} initialValues={{ content }}>
      <PageContentField />
    </Form>
  );
}

// Issue #38: a page says the business's facts through the profile, and the editor says when it does not.
describe('the page content field', () => {
  it('inserts a placeholder where the cursor is', async () => {
    renderScreen(<Editor content="<p>Call  today.</p>" />);
    const field = screen.getByLabelText('HTML Content') as HTMLTextAreaElement;
    field.focus();
    field.setSelectionRange(8, 8);
    await userEvent.click(screen.getByRole('button', { name: 'Insert office phone ({{business.phone}})' }));
    expect(field).toHaveValue('<p>Call {{business.phone}} today.</p>');
  });

  it('warns while the page writes out a phone number that is not the business’s, and not once it uses the placeholder', async () => {
    renderScreen(<Editor content="<p>Call (813) 555-0100 today.</p>" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page writes out (813) 555-0100, which is not your business phone ((813) 555-0142).',
    );
    fireEvent.change(screen.getByLabelText('HTML Content'), { target: { value: '<p>Call {{business.phone}} today.</p>' } });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
