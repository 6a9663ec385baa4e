import { LOCALE_NAMES, localizedPath, matchAppRoute, type Locale } from '@plumbing/shared';
import { useWords } from '../../platform/i18n/words';
import { useNavigation } from '../../platform/navigation/navigation';
import './language-switch.css';

/**
 * The same page in the other language (issue #41), a document of its own (its words, its <html
 * lang>), so a plain link. A page not yet in that language leads to its home. Not on the owner's
 * screens, which speak English only. Never a redirect by the browser's language: the visitor chooses.
 * `short`: the language's code ('ES'), for the phone's top bar; its name is still read out.
 */
export function LanguageSwitch({ className, short }: { className?: string; short?: boolean }) {
  const { pathname } = useNavigation();
  const { locale } = useWords();
  if (matchAppRoute(pathname)?.route.prerender === false) return null;
  const other: Locale = locale === 'es' ? 'en' : 'es';
  const href = localizedPath(pathname, other) ?? (other === 'es' ? '/es' : '/');
  return (
    <a className={['language-switch', className].filter(Boolean).join(' ')} href={href} hrefLang={other} lang={other}>
      {short ? (
        <>
          {other.toUpperCase()}
          <span className="visually-hidden"> – {LOCALE_NAMES[other]}</span>
        </>
      ) : (
        LOCALE_NAMES[other]
      )}
    </a>
  );
}
