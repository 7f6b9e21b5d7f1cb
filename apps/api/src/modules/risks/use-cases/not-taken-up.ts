import { takePlainAction } from './plain-step.ts';

/** Not taken up (§4): the broker or underwriter closes a Submitted, Quoted or Referred transaction; final. Cascades to add-ons. */
export const markNotTakenUp = takePlainAction('notTakenUp');
