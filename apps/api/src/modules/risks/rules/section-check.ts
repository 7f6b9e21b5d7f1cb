import Decimal from 'decimal.js';
import { RiskMessages } from '@turbine/domain';
import type { CoveringSection } from './section-check.repository.ts';

/**
 * The section's checks on a rated transaction (§3 section limits): a limit of indemnity outside the
 * section's minimum–maximum, or a premium above its maximum premium limit, refers the risk; a premium
 * above the notifiable percentage of the maximum premium limit is notifiable to the insurer. Boundaries
 * are inside (a limit equal to the maximum, a premium equal to the maximum, pass).
 */
export function checkSection(
  section: CoveringSection,
  q: { limitOfIndemnity: string | null; totalPremium: string },
): { referReasons: string[]; notifiable: boolean } {
  const referReasons: string[] = [];
  if (q.limitOfIndemnity !== null) {
    const limit = new Decimal(q.limitOfIndemnity);
    if (limit.lt(section.minimumLimit) || limit.gt(section.maximumLimit)) {
      referReasons.push(
        RiskMessages.sectionLimit(money(section.minimumLimit), money(section.maximumLimit)),
      );
    }
  }
  const premium = new Decimal(q.totalPremium);
  let notifiable = false;
  if (section.maximumPremiumLimit !== null) {
    const maxPremium = new Decimal(section.maximumPremiumLimit);
    if (premium.gt(maxPremium))
      referReasons.push(RiskMessages.sectionMaxPremium(money(section.maximumPremiumLimit)));
    if (section.notifiablePremiumLimitPercentage !== null) {
      notifiable = premium.gt(maxPremium.times(section.notifiablePremiumLimitPercentage).div(100));
    }
  }
  return { referReasons, notifiable };
}

/** Money in messages: two decimals, as stored. */
const money = (value: string) => new Decimal(value).toFixed(2);
