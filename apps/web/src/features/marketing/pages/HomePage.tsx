import { HomeApiService } from '../components/HomeApiService.tsx';
import { HomeCallToAction } from '../components/HomeCallToAction.tsx';
import { HomeCountries } from '../components/HomeCountries.tsx';
import { HomeFeatures } from '../components/HomeFeatures.tsx';
import { HomeHero } from '../components/HomeHero.tsx';
import { HomeSteps } from '../components/HomeSteps.tsx';
import { MarketingPage } from '../components/MarketingPage.tsx';

export default function HomePage() {
  return (
    <MarketingPage testId="home-page">
      <HomeHero />
      <HomeFeatures />
      <HomeApiService />
      <HomeSteps />
      <HomeCountries />
      <HomeCallToAction />
    </MarketingPage>
  );
}
