import { Route, Routes } from 'react-router-dom';
import { lazyNamed } from './lazy-named';
import { NotFoundPage } from './not-found-page';
import { paths } from '../config/paths';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { AuthCallbackRoute } from './routes/auth-callback-route';
import { IndexRoute } from './routes/index-route';
import { LegacyProfileRedirect } from './routes/legacy-profile-redirect';

// Every screen is its own chunk, so the landing page stays small.
const LoginPage = lazyNamed(() => import('../features/auth/components/login-page'), 'LoginPage');
const ExtensionPage = lazyNamed(() => import('../features/extension/components/extension-page'), 'ExtensionPage');
const SignedInLayout = lazyNamed(() => import('./layout/signed-in-layout'), 'SignedInLayout');
const AdminLayout = lazyNamed(() => import('./layout/admin-layout'), 'AdminLayout');
const CategoriesRoute = lazyNamed(() => import('./routes/categories-route'), 'CategoriesRoute');
const ProfilePage = lazyNamed(() => import('../features/profile/components/profile-page'), 'ProfilePage');
const SettingsPage = lazyNamed(() => import('../features/settings/components/settings-page'), 'SettingsPage');
const LibraryTransferPage = lazyNamed(
  () => import('../features/library-transfer/components/library-transfer-page'),
  'LibraryTransferPage',
);
const AdminDashboardPage = lazyNamed(
  () => import('../features/admin/components/admin-dashboard-page'),
  'AdminDashboardPage',
);
const AdminUsersPage = lazyNamed(() => import('../features/admin/components/admin-users-page'), 'AdminUsersPage');
const VirtualMembersPage = lazyNamed(
  () => import('../features/admin/components/virtual-members-page'),
  'VirtualMembersPage',
);
const CreateVirtualMemberPage = lazyNamed(
  () => import('../features/admin/components/create-virtual-member-page'),
  'CreateVirtualMemberPage',
);
const EditVirtualMemberPage = lazyNamed(
  () => import('../features/admin/components/edit-virtual-member-page'),
  'EditVirtualMemberPage',
);
const ShareScreen = lazyNamed(() => import('./share/share-screen'), 'ShareScreen');
const PublicProfileRoute = lazyNamed(() => import('./routes/public-profile-route'), 'PublicProfileRoute');
const PublicEmbedRoute = lazyNamed(() => import('./routes/public-embed-route'), 'PublicEmbedRoute');

/**
 * Every route of the SPA. Declarative routes (<Routes>) rather than a data router
 * (createBrowserRouter): no screen uses loaders, actions or blockers, and the data router costs
 * ~17 KB gzip more in the first download (README "Page weight"). RouteErrorBoundary does what the
 * data router's errorElement did; RootLayout restores the scroll position.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path={paths.home} element={<IndexRoute />} />
          <Route path={paths.login} element={<LoginPage />} />
          <Route path={paths.authCallback} element={<AuthCallbackRoute />} />
          <Route path={paths.extension} element={<ExtensionPage />} />
          <Route path={paths.share} element={<ShareScreen />} />
          <Route element={<SignedInLayout />}>
            <Route path={paths.categories} element={<CategoriesRoute />} />
            <Route path={paths.profile} element={<ProfilePage />} />
            <Route path={paths.settings} element={<SettingsPage />} />
            <Route path={paths.settingsData} element={<LibraryTransferPage />} />
          </Route>
          <Route element={<AdminLayout />}>
            <Route path={paths.admin} element={<AdminDashboardPage />} />
            <Route path={paths.adminUsers} element={<AdminUsersPage />} />
            <Route path={paths.adminVirtualMembers} element={<VirtualMembersPage />} />
            <Route path={paths.adminCreateVirtualMember} element={<CreateVirtualMemberPage />} />
            <Route path={paths.adminEditVirtualMember} element={<EditVirtualMemberPage />} />
          </Route>
          <Route path={paths.legacyPublicProfile} element={<LegacyProfileRedirect />} />
          {/* A single segment no other route claims is a handle (spec 2 §2); deeper paths are 404s. */}
          <Route path={paths.publicProfile} element={<PublicProfileRoute />} />
          <Route path={paths.publicEmbed} element={<PublicEmbedRoute />} />
          <Route path={paths.publicCategoryEmbed} element={<PublicEmbedRoute />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
