import { useCurrentUser } from '../../../lib/auth';
import { ClosingCta } from './closing-cta';
import { FavoritesSection } from './favorites-section';
import { FeatureCards } from './feature-cards';
import { Hero } from './hero';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { SharingSection } from './sharing-section';

/** The public home page (spec 1 §2, first row). */
export function LandingPage() {
  const { user } = useCurrentUser();
  const signedIn = Boolean(user);
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
