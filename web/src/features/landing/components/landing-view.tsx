import { ClosingCta } from './closing-cta';
import { FavoritesSection } from './favorites-section';
import { FeatureCards } from './feature-cards';
import { Hero } from './hero';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { SharingSection } from './sharing-section';

/**
 * The public home page's markup (spec 1 §2, first row), one source for both of its forms: the SPA
 * renders it in LandingPage, and the build prerenders it to static HTML for signed-out visitors
 * (features/landing/static-landing.tsx, vite.landing.ts).
 */
export function LandingView({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip bg-white dark:bg-zinc-950">
      <LandingHeader signedIn={signedIn} />
      <main className="flex-1">
        <Hero signedIn={signedIn} />
        <FeatureCards />
        <FavoritesSection />
        <SharingSection />
        <ClosingCta />
      </main>
      <LandingFooter />
    </div>
  );
}
