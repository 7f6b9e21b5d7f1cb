import { takePlainAction } from './plain-step.ts';

/**
 * Reopen (§4): a Submitted, Quoted or Referred transaction goes back to Initiated to be changed, which
 * clears the quote and the approval (decision 080). Cascades from the main risk to its add-ons.
 */
export const reopenRisk = takePlainAction('reopen');
