import { createBrowserRouter } from 'react-router-dom';
import { lazyNamed } from './lazy-named';
import { NotFoundPage } from './not-found-page';
import { paths } from '../config/paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
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

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <IndexRoute /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.authCallback, element: <AuthCallbackRoute /> },
      { path: paths.extension, element: <ExtensionPage /> },
      { path: paths.share, element: <ShareScreen /> },
      {
        element: <SignedInLayout />,
        children: [
          { path: paths.categories, element: <CategoriesRoute /> },
          { path: paths.profile, element: <ProfilePage /> },
          { path: paths.settings, element: <SettingsPage /> },
          { path: paths.settingsData, element: <LibraryTransferPage /> },
        ],
      },
      {
        element: <AdminLayout />,
        children: [
          { path: paths.admin, element: <AdminDashboardPage /> },
          { path: paths.adminUsers, element: <AdminUsersPage /> },
          { path: paths.adminVirtualMembers, element: <VirtualMembersPage /> },
          { path: paths.adminCreateVirtualMember, element: <CreateVirtualMemberPage /> },
          { path: paths.adminEditVirtualMember, element: <EditVirtualMemberPage /> },
        ],
      },
      { path: paths.legacyPublicProfile, element: <LegacyProfileRedirect /> },
      // A single segment no other route claims is a handle (spec 2 §2); deeper paths are 404s.
      { path: paths.publicProfile, element: <PublicProfileRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
