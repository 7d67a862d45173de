import { Button } from '../components/ui/button';

/**
 * Last-resort screen for errors thrown while rendering a route (route-error-boundary.tsx). The
 * usual cause in production is a lazy chunk that vanished with a new deploy, which a reload fixes.
 */
export function RouteError() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong. Please try again</h1>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        Try Again
      </Button>
    </main>
  );
}
