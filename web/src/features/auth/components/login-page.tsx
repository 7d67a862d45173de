import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { AlertCircleIcon, BookmarkIcon, CheckCircleIcon, FolderIcon, GoogleIcon, ZapIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/auth';
import { RETURN_PARAM, safeReturnPath } from '../../../lib/return-path';
import { saveExtensionId } from '../oauth-storage';
import { useExtensionHandoff } from '../hooks/use-extension-handoff';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { AuthLayout } from './auth-layout';
import { useTranslation } from 'react-i18next';

const BENEFITS = [
  { icon: BookmarkIcon, key: 'organize' },
  { icon: FolderIcon, key: 'playlists' },
  { icon: ZapIcon, key: 'quickSave' },
] as const;

export function LoginPage() {
  const navigate = useNavigate();
  const { t } = useTranslation(['auth', 'common']);
  const [searchParams] = useSearchParams();
  const isExtension = searchParams.get('source') === 'extension';
  // The extension that opened this window, for the hand-over after sign-in (opener-handoff.ts).
  useEffect(() => {
    if (isExtension) saveExtensionId(searchParams.get('extensionId'));
  }, [isExtension, searchParams]);
  const returnPath = safeReturnPath(searchParams.get(RETURN_PARAM));
  const { user } = useCurrentUser();
  const { signIn, pending } = useGoogleSignIn(isExtension, returnPath);
  // The extension's sign-in window of a signed-in user hands the token over and closes;
  // everyone else signed in goes to / (spec 1 §2).
  const handsOver = Boolean(user && isExtension && window.opener);
  const handoff = useExtensionHandoff(handsOver);

  useEffect(() => {
    if (user && !handsOver) navigate(returnPath ?? paths.home, { replace: true });
  }, [user, handsOver, returnPath, navigate]);

  if (handsOver) {
    return (
      <AuthLayout>
        <div className="flex flex-col items-center gap-4 py-4 text-center" role="status" aria-live="polite">
          {handoff.status === 'idle' && <Spinner className="size-10" />}
          {handoff.status === 'success' && <CheckCircleIcon className="size-10 text-emerald-500" />}
          {handoff.status === 'error' && <AlertCircleIcon className="size-10 text-red-500" />}
          <p className="text-base font-medium text-zinc-900 dark:text-zinc-100">{handoff.message || t('common:authenticating')}</p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <h1 className="text-2xl font-bold tracking-tight text-balance">{t('login.title')}</h1>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
        {t('login.text')}
      </p>

      <Button variant="secondary" size="lg" className="mt-8 w-full" onClick={signIn} disabled={pending}>
        {pending ? <Spinner className="size-5" /> : <GoogleIcon className="size-5" />}
        {t('login.continueWithGoogle')}
      </Button>

      <ul className="mt-8 space-y-3 border-t border-zinc-200 pt-6 dark:border-zinc-800">
        {BENEFITS.map(({ icon: Icon, key }) => (
          <li key={key} className="flex items-center gap-3 text-sm text-zinc-700 dark:text-zinc-300">
            <span className="flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-400">
              <Icon className="size-4" />
            </span>
            {t(`login.benefits.${key}`)}
          </li>
        ))}
      </ul>
    </AuthLayout>
  );
}
