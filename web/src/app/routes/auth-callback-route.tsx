import { Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { lazyNamed } from '../lazy-named';
import { useTranslation } from 'react-i18next';

const AuthCallbackPage = lazyNamed(() => import('../../features/auth/components/auth-callback-page'), 'AuthCallbackPage');

/**
 * /auth/callback. Spec 1 §2: it shows Authenticating first; while the page's code downloads, the
 * same card and text stand in for it, so the state is never a bare spinner.
 */
export function AuthCallbackRoute() {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <AuthLayout>
          <div className="flex flex-col items-center gap-4 py-4 text-center" role="status" aria-live="polite">
            <Spinner className="size-10" />
            <p className="text-base font-medium text-zinc-900 dark:text-zinc-100">{t('authenticating')}</p>
          </div>
        </AuthLayout>
      }
    >
      <AuthCallbackPage />
    </Suspense>
  );
}
