import { StatusScreen } from './status-screen';
import { usePageTitle } from '../../platform/head/use-page-title';
import { useWords } from '../../platform/i18n/words';
import { AppLink } from '../../platform/navigation/navigation';

export function NotFoundScreen() {
  const t = useWords();
  usePageTitle(t('route.notFound.title'));
  return (
    <StatusScreen
      title={t('notFound.heading')}
      message={t('notFound.message')}
      actions={
        <AppLink to="/" className="button button-primary">
          {t('notFound.goHome')}
        </AppLink>
      }
    />
  );
}
