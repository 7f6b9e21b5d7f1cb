/**
 * The companies pages the router mounts, by their `pagePaths` key. Only `import()` here: each page
 * stays its own chunk and importing this through index.ts adds no page code to the first route
 * (docs/decisions/096-web-feature-layout.md).
 */
export const companiesPages = {
  companySelect: () =>
    import('./pages/company-select-page.tsx').then((m) => ({ Component: m.CompanySelectPage })),
  companyCreate: () =>
    import('./pages/company-create-page.tsx').then((m) => ({ Component: m.CompanyCreatePage })),
  appearanceSettings: () =>
    import('./pages/appearance-settings-page.tsx').then((m) => ({
      Component: m.AppearanceSettingsPage,
    })),
  welcome: () => import('./pages/welcome-page.tsx').then((m) => ({ Component: m.WelcomePage })),
  companyManage: () =>
    import('./pages/company-manage-page.tsx').then((m) => ({ Component: m.CompanyManagePage })),
  clients: () => import('./pages/clients-page.tsx').then((m) => ({ Component: m.ClientsPage })),
  brokerages: () =>
    import('./pages/brokerages-page.tsx').then((m) => ({ Component: m.BrokeragesPage })),
  brokerManagement: () =>
    import('./pages/broker-management-page.tsx').then((m) => ({
      Component: m.BrokerManagementPage,
    })),
  companyRatings: () =>
    import('./pages/company-ratings-page.tsx').then((m) => ({ Component: m.CompanyRatingsPage })),
  systemCompany: () =>
    import('./pages/system-company-page.tsx').then((m) => ({ Component: m.SystemCompanyPage })),
  microsoftConnected: () =>
    import('./pages/microsoft-connected-page.tsx').then((m) => ({
      Component: m.MicrosoftConnectedPage,
    })),
  invitation: () =>
    import('./pages/invitation-page.tsx').then((m) => ({ Component: m.InvitationPage })),
};
