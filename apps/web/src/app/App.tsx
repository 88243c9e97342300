import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers/AppProviders.tsx';
import { NavigationGuard } from './router/NavigationGuard.tsx';
import { AppRoutes } from './router/AppRoutes.tsx';
import { ChatLink } from '../components/ChatLink.tsx';
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
    </AppProviders>
  );
}
