import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers/AppProviders.tsx';
import { NavigationGuard } from './router/NavigationGuard.tsx';
import { AppRoutes } from './router/AppRoutes.tsx';
import { ChatLink } from '../components/ChatLink.tsx';
import { InstallPrompt } from './pwa/InstallPrompt.tsx';
import { OfflineBanner } from './pwa/OfflineBanner.tsx';
import './styles.css';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <NavigationGuard>
          <AppRoutes />
        </NavigationGuard>
      </BrowserRouter>
      <ChatLink />
      <OfflineBanner />
      <InstallPrompt />
    </AppProviders>
  );
}
