import { Button } from '../components/ui/button';
import { useTranslation } from 'react-i18next';

/**
 * Last-resort screen for errors thrown while rendering a route (route-error-boundary.tsx). The
 * usual cause in production is a lazy chunk that vanished with a new deploy, which a reload fixes.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <h1 className="text-2xl font-semibold">{t('routeError.title')}</h1>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('actions.tryAgain')}
      </Button>
    </main>
  );
}
