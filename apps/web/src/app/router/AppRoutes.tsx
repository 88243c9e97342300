import { Navigate, Route, Routes } from 'react-router';
import { useIsLoggedIn } from '../../lib/session.ts';
import { useSessionAccess } from '../../lib/permissions/sessionAccess.ts';
import { PublicLayout } from '../layouts/public/PublicLayout.tsx';
import { homeAreaRoutes, apiAreaRoutes } from './generatedRoutes.tsx';
import * as Pages from './lazyPages.ts';

/**
 * Public routes always exist; the /home and /homeApi trees are generated from the user's
 * permissions once the guard has loaded them; a logged-in user opening a screen without
 * permission is sent to the 401 page, any other unknown path is a 404.
 */
export function AppRoutes() {
  const loggedIn = useIsLoggedIn();
  const { data: access } = useSessionAccess();
  const view = loggedIn ? access?.view : undefined;
  return (
    <Routes>
      {/* The operator console: its own layout, token and texts (features/ops). */}
      <Route path="ops/*" element={<Pages.OpsConsole />} />
      <Route element={<PublicLayout />}>
        <Route index element={<Pages.HomePage />} />
        <Route path="aboutUs" element={<Pages.AboutUsPage />} />
        <Route path="contactUs" element={<Pages.ContactUsPage />} />
        <Route path="press" element={<Pages.PressPage />} />
        {/* Public: whoever was handed a receipt or statement checks it (docs/documents.md). */}
        <Route path="verify" element={<Pages.VerifyDocumentPage />} />
        <Route path="verify/:code" element={<Pages.VerifyDocumentPage />} />
        <Route path="services/global" element={<Pages.GlobalServicePage />} />
        <Route path="services/fx" element={<Pages.FxServicePage />} />
        <Route path="privacyNotice" element={<Pages.PrivacyNoticePage />} />
        <Route path="termsConditions" element={<Pages.TermsConditionsPage />} />
        <Route path="login" element={<Pages.LoginPage />} />
        <Route path="login/254" element={<Pages.LoginPage countryId={254} />} />
        <Route path="login/255" element={<Pages.LoginPage countryId={255} />} />
        <Route path="register" element={<Pages.RegisterPage />} />
        <Route path="register/success" element={<Pages.RegisterSuccessPage />} />
        <Route path="forgotPassword" element={<Pages.ForgotPasswordPage />} />
        {!view && <Route path="401" element={<Pages.UnauthorizedPage />} />}
        <Route path="*" element={view ? <Pages.LoggedInUnknownPage /> : <Pages.NotFoundPage />} />
      </Route>
      {/* Signed in, a refusal keeps the app's frame: the user is still signed in and can go on. */}
      {view && (
        <Route path="401" element={<Pages.HomeLayout />}>
          <Route index element={<Pages.UnauthorizedPage />} />
        </Route>
      )}
      {view && (
        <Route path="home" element={<Pages.HomeLayout />}>
          <Route index element={<Navigate to="/home/dashboard" replace />} />
          {homeAreaRoutes(view)}
        </Route>
      )}
      {view && (
        <Route path="homeApi" element={<Pages.ApiLayout />}>
          <Route index element={<Navigate to="/homeApi/account" replace />} />
          {apiAreaRoutes(view)}
        </Route>
      )}
    </Routes>
  );
}
