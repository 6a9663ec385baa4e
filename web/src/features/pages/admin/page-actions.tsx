import { Button, Popconfirm } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { usePrefetchPageToEdit } from './page-prefetch';
import type { ListedPage } from './pages-operations';

const DELETE_CONFIRM = 'Are you sure you want to delete this page?';

/**
 * Edit, View (a new tab; once published) and Delete (after a question), in the table's row and on the card alike:
 * on a card as buttons a thumb hits (they stay links, Edit opening the editor in the app).
 */
export function PageActions({ page, onDelete, asButtons = false }: { page: ListedPage; onDelete: () => void; asButtons?: boolean }) {
  const navigate = useNavigate();
  const prefetch = usePrefetchPageToEdit();
  const editor = `/admin/pages/${page.id}`;
  return (
    <>
      {asButtons ? (
        <Button
          type="primary"
          href={editor}
          aria-label={`Edit ${page.title}`}
          onClick={(event) => {
            event.preventDefault();
            prefetch(page.id);
            navigate(editor);
          }}
        >
          Edit
        </Button>
      ) : (
        <Link to={editor} aria-label={`Edit ${page.title}`} onClick={() => prefetch(page.id)}>
          Edit
        </Link>
      )}
      {page.publishedAt && (
        <Button
          type={asButtons ? 'default' : 'link'}
          href={`/pages/${page.slug}`}
          target="_blank"
          rel="noreferrer"
          aria-label={`View ${page.title} (opens a new tab)`}
          style={asButtons ? undefined : { padding: 0 }}
        >
          View
        </Button>
      )}
      <Popconfirm title={DELETE_CONFIRM} okText="Delete" okButtonProps={{ danger: true }} onConfirm={onDelete}>
        <Button
          type={asButtons ? 'default' : 'link'}
          danger
          aria-label={`Delete ${page.title}`}
          style={asButtons ? undefined : { padding: 0 }}
        >
          Delete
        </Button>
      </Popconfirm>
    </>
  );
}
