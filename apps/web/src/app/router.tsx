import type { ComponentType } from 'react';
import { Navigate, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { RequireAdmin, RequireAuth, RequireGuest, RequireOnboarding, RequireSignedIn } from '../components/layout/guards.tsx';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { paths } from '../lib/paths.ts';
import { ErrorPage } from './error-page.tsx';

type PageModule = { default: ComponentType };

/** Each page is its own chunk, fetched when its route first matches. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const userRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.dashboard.path} replace /> },
  { path: paths.dashboard.path, lazy: page(() => import('./routes/app/dashboard.tsx')) },
  { path: paths.reports.path, lazy: page(() => import('./routes/app/reports.tsx')) },
  { path: paths.caixa.path, lazy: page(() => import('./routes/app/caixa.tsx')) },
  { path: paths.quotes.path, lazy: page(() => import('./routes/app/quotes.tsx')) },
  { path: paths.systemRegistration.path, lazy: page(() => import('./routes/app/system-registration.tsx')) },
  { path: paths.importData.path, lazy: page(() => import('./routes/app/import-data.tsx')) },
  { path: paths.serviceLedger.path, lazy: page(() => import('./routes/app/service-ledger.tsx')) },
  { path: paths.forms.path, lazy: page(() => import('./routes/app/forms-library.tsx')) },
  { path: paths.saleIntention.path, lazy: page(() => import('./routes/app/sale-intention.tsx')) },
  { path: paths.saleIntentionCancel.path, lazy: page(() => import('./routes/app/sale-intention-cancel.tsx')) },
  { path: paths.transitInspection.path, lazy: page(() => import('./routes/app/transit-inspection.tsx')) },
  { path: paths.feeExemption.path, lazy: page(() => import('./routes/app/fee-exemption.tsx')) },
  { path: paths.saleCommunication.path, lazy: page(() => import('./routes/app/sale-communication.tsx')) },
  {
    path: paths.saleCommunicationSpecial.path,
    lazy: page(() => import('./routes/app/sale-communication-special.tsx')),
  },
  { path: paths.saleInformation.path, lazy: page(() => import('./routes/app/sale-information.tsx')) },
  { path: paths.ownershipCertificate.path, lazy: page(() => import('./routes/app/ownership-certificate.tsx')) },
  { path: paths.serviceOrigins.path, lazy: page(() => import('./routes/app/service-origins.tsx')) },
  { path: paths.requestsHistory.path, lazy: page(() => import('./routes/app/requests-history.tsx')) },
  { path: paths.requestDetail.path, lazy: page(() => import('./routes/app/request-detail.tsx')) },
  { path: paths.guidePl.path, lazy: page(() => import('./routes/app/guide-pl.tsx')) },
  { path: paths.guideGeneral.path, lazy: page(() => import('./routes/app/guide-general.tsx')) },
  { path: paths.requirementReturn.path, lazy: page(() => import('./routes/app/requirement-return.tsx')) },
  { path: paths.licensing.path, lazy: page(() => import('./routes/app/licensing.tsx')) },
  { path: paths.agenda.path, lazy: page(() => import('./routes/app/agenda.tsx')) },
  { path: paths.privacy.path, lazy: page(() => import('./routes/app/privacy.tsx')) },
  { path: paths.agencyUsers.path, lazy: page(() => import('./routes/app/agency-users.tsx')) },
  { path: paths.subscription.path, lazy: page(() => import('./routes/app/subscription.tsx')) },
  { path: paths.customerTracking.path, lazy: page(() => import('./routes/app/customer-tracking.tsx')) },
  { path: paths.nfseSettings.path, lazy: page(() => import('./routes/app/nfse-settings.tsx')) },
  { path: paths.nfseList.path, lazy: page(() => import('./routes/app/nfse-list.tsx')) },
  { path: paths.audit.path, lazy: page(() => import('./routes/app/audit.tsx')) },
  { path: paths.myAccount.path, lazy: page(() => import('./routes/app/my-account.tsx')) },
];

/**
 * The pt-BR spellings people type for screens whose address is English (issue 34): a loader
 * redirect, so a direct load works too (the server renders nothing for a redirect and the
 * browser's router sends it on, query string kept). The target's own guards then apply.
 */
const to =
  (target: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(`${target}${new URL(request.url).search}`);

const adminDashboard = page(() => import('./routes/admin/dashboard.tsx'));
const adminClient = page(() => import('./routes/admin/client-detail.tsx'));

const adminRoutes: RouteObject[] = [
  { index: true, lazy: adminDashboard },
  { path: paths.adminDashboard.path, lazy: adminDashboard },
  { path: paths.adminClients.path, lazy: page(() => import('./routes/admin/clients.tsx')) },
  { path: paths.adminClientNew.path, lazy: page(() => import('./routes/admin/client-new.tsx')) },
  { path: paths.adminClient.path, lazy: adminClient },
  { path: paths.adminClientEdit.path, lazy: adminClient },
  { path: paths.adminUsers.path, lazy: page(() => import('./routes/admin/users.tsx')) },
  { path: paths.adminUserNew.path, lazy: page(() => import('./routes/admin/user-new.tsx')) },
  { path: paths.adminSubscriptions.path, lazy: page(() => import('./routes/admin/subscriptions.tsx')) },
  { path: paths.adminServiceCatalog.path, lazy: page(() => import('./routes/admin/service-catalog.tsx')) },
  { path: paths.adminBilling.path, lazy: page(() => import('./routes/admin/billing.tsx')) },
  { path: paths.adminSettings.path, lazy: page(() => import('./routes/admin/settings.tsx')) },
  { path: paths.adminMonitoring.path, lazy: page(() => import('./routes/admin/monitoring.tsx')) },
  { path: paths.adminAudit.path, lazy: page(() => import('./routes/admin/audit.tsx')) },
];

export const routes: RouteObject[] = [
  {
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        element: <RequireGuest />,
        children: [{ path: paths.login.path, lazy: page(() => import('./routes/auth/login.tsx')) }],
      },
      { path: paths.forgotPassword.path, lazy: page(() => import('./routes/auth/forgot-password.tsx')) },
      { path: paths.resetPassword.path, lazy: page(() => import('./routes/auth/reset-password.tsx')) },
      { path: paths.unlockAccess.path, lazy: page(() => import('./routes/auth/unlock-access.tsx')) },
      {
        element: <RequireSignedIn />,
        children: [{ path: paths.changePassword.path, lazy: page(() => import('./routes/auth/change-password.tsx')) }],
      },
      {
        element: <RequireOnboarding />,
        children: [{ path: paths.onboarding.path, lazy: page(() => import('./routes/onboarding/onboarding.tsx')) }],
      },
      {
        path: paths.home.path,
        element: <RequireAuth />,
        children: [
          {
            // The app shell (sidebar, header) is a chunk of its own, never loaded by /login.
            lazy: page(() => import('./routes/app/shell.tsx')),
            children: [...userRoutes, { path: paths.admin.path, element: <RequireAdmin />, children: adminRoutes }],
          },
        ],
      },
      { path: '/relatorios', loader: to(paths.reports.path), element: null },
      { path: '/admin/clientes', loader: to(paths.adminClients.path), element: null },
      { path: '*', lazy: page(() => import('./routes/not-found.tsx')) },
    ],
  },
];
