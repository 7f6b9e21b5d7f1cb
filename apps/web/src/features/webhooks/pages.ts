/** The webhooks pages the router mounts, by their `pagePaths` key. Only `import()` here (decision 096). */
export const webhooksPages = {
  webhooks: () => import('./pages/webhooks-page.tsx').then((m) => ({ Component: m.WebhooksPage })),
  webhook: () => import('./pages/webhook-page.tsx').then((m) => ({ Component: m.WebhookPage })),
};
