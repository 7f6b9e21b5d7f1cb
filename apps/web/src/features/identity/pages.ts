/**
 * The identity pages the router mounts, by their `pagePaths` key. Only `import()` here: each page
 * stays its own chunk and importing this through index.ts adds no page code to the first route
 * (docs/decisions/096-web-feature-layout.md).
 */
export const identityPages = {
  login: () => import('./pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  register: () => import('./pages/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
  registerConfirm: () =>
    import('./pages/register-confirm-page.tsx').then((m) => ({ Component: m.RegisterConfirmPage })),
  forgotPassword: () =>
    import('./pages/forgot-password-page.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
  resetPassword: () =>
    import('./pages/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  passwordExpired: () =>
    import('./pages/password-expired-page.tsx').then((m) => ({ Component: m.PasswordExpiredPage })),
  account: () => import('./pages/account-page.tsx').then((m) => ({ Component: m.AccountPage })),
  twoFactorSetup: () =>
    import('./pages/two-factor-setup-page.tsx').then((m) => ({ Component: m.TwoFactorSetupPage })),
  twoFactorVerify: () =>
    import('./pages/two-factor-verify-page.tsx').then((m) => ({
      Component: m.TwoFactorVerifyPage,
    })),
  recoveryCodes: () =>
    import('./pages/recovery-codes-page.tsx').then((m) => ({ Component: m.RecoveryCodesPage })),
  accountSessions: () =>
    import('./pages/sessions-page.tsx').then((m) => ({ Component: m.SessionsPage })),
};
