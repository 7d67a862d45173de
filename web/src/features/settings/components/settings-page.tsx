import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { ApiTokensSection } from './api-tokens-section';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth';
import { HandleEditor } from './handle-editor';
import { LanguageSection } from './language-section';
import { LibraryDataSection } from './library-data-section';
import { PrivacySettings } from './privacy-settings';
import { SecuritySection } from './security-section';

/** /settings (spec 2 §2): handle, privacy and theme of the public page, language, and security. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { user } = useCurrentUser();
  if (!user) return <PageSpinner />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 break-keep">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-zinc-900 dark:text-zinc-50">{t('page.title')}</h1>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t('page.subtitle')}</p>
        </div>
        <Link to={paths.home} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <ArrowLeftIcon className="size-4" />
          {t('page.back')}
        </Link>
      </div>
      <HandleEditor user={user} />
      {/* Keyed by the handle: claiming one re-reads the switches (the public switch unlocks). */}
      <PrivacySettings key={user.handle ?? ''} user={user} />
      <LanguageSection />
      <LibraryDataSection />
      <SecuritySection />
      <ApiTokensSection />
    </div>
  );
}
