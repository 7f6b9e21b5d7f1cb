import { lazy } from 'react';

/**
 * The extractor report panel that Company Reports (risks feature) shows, loaded with its page's chunk on
 * first render, so nothing of it reaches the first route (decision 096).
 */
export const ExtractorReportPanel = lazy(() =>
  import('./components/extractor-report-panel.tsx').then((m) => ({
    default: m.ExtractorReportPanel,
  })),
);

/** The binding agreement page's utilisation (authority feature), loaded with that page. */
export const BinderUtilisationCard = lazy(() =>
  import('./components/binder-utilisation-card.tsx').then((m) => ({
    default: m.BinderUtilisationCard,
  })),
);
