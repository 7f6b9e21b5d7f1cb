import {
  applyVersionAction,
  AuthorityVisibility,
  createEndorsementBody,
  ProductClass,
} from '@turbine/domain';
import type { Executor } from '../platform/db/client.ts';
import {
  insertNextVersion,
  saveEndorsementRow,
  updateVersionState,
  type EndorsementRow,
} from '../modules/authority/endorsements/endorsements.repository.ts';
import { contentOf } from '../modules/authority/endorsements/endorsements.service.ts';
import { assertVersionAllowed, versionStateOf } from '../modules/authority/authority.policy.ts';
import { accepted } from './demo-versions.ts';

// Written as an underwriter would paste it; the attribute and script below are removed by the sanitizer
// on save, as for any content sent to the API, so the demo shows the stored (clean) form.
const wording = `
<h2>Contract works exclusion</h2>
<p>This policy does not cover any claim <strong>arising from physical loss of or damage to the contract works</strong>
for any project whose contract value exceeds <em>$2,000,000</em>, including:</p>
<ul><li>materials, plant and temporary works on site;</li><li>the cost of re-performing work that was damaged;</li><li>delay costs that follow such damage.</li></ul>
<p style="color:red" onclick="alert(1)">Contract works should be insured under a separate construction policy arranged by the principal.</p>
<script>alert('not stored')</script>
<p>See the <a href="https://meridian.example.com.au/wordings/cwe">published wording</a> for full terms.</p>`;

/**
 * The demo endorsement a Professional Indemnity rule attaches: created as the API creates one (version 1,
 * a saved draft with sanitized content), then published with the API's check (content not empty).
 */
export async function seedDemoEndorsement(
  tx: Executor,
  companyId: number,
): Promise<EndorsementRow> {
  const body = accepted(
    createEndorsementBody,
    {
      name: 'Contract works exclusion',
      content: wording,
      productClasses: [ProductClass.ProfessionalIndemnity],
      visibility: AuthorityVisibility.Public,
      rules: [],
    },
    'endorsement',
  );
  const endorsement = await saveEndorsementRow(tx, companyId, null, body.name);
  const draft = await insertNextVersion(tx, companyId, endorsement.id, contentOf(body), true);
  assertVersionAllowed(draft, 'publish');
  if (draft.content.trim() === '')
    throw new Error('Demo endorsement has no content after sanitizing.');
  await updateVersionState(tx, draft.id, {
    status: applyVersionAction(versionStateOf(draft), 'publish').status,
  });
  return endorsement;
}
