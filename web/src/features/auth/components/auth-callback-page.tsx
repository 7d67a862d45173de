import { AlertCircleIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthCallback } from '../hooks/use-auth-callback';
import { AuthLayout } from './auth-layout';

export function AuthCallbackPage() {
  const { status, message } = useAuthCallback();
  return (
    <AuthLayout>
      <div className="flex flex-col items-center gap-4 py-4 text-center" role="status" aria-live="polite">
        {status === 'loading' && <Spinner className="size-10" />}
        {status === 'success' && <CheckCircleIcon className="size-10 text-emerald-500" />}
        {status === 'error' && <AlertCircleIcon className="size-10 text-red-500" />}
        <p className="text-base font-medium text-zinc-900 dark:text-zinc-100">{message}</p>
      </div>
    </AuthLayout>
  );
}
