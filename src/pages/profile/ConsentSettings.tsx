import type { User } from '../../../contract/wire';
import { setCampaignConsent, setMarketingConsent, setPersonalInfoConsent } from '../../api/calls';
import { user } from '../../state/session';
import { ConsentSetting } from './ConsentSetting';
import { profileText as t } from './text';

/** Every consent the member gave, each through its own call: PUT /api/user/consent, PUT
 *  /api/user/marketing/consent (shown only when the backend reports it) and PUT
 *  /api/user/campaign/consent (which always carries both campaign consents). */
export function ConsentSettings({ current }: { current: User }) {
  // The campaign call sends both values: the one not being changed is read fresh, so two quick
  // changes do not undo each other.
  const campaign = () => user.peek() ?? current;
  return (
    <>
      <ConsentSetting
        label={t.consentLabel}
        description={t.consentDescription}
        consent={current.personalInfoConsent}
        save={setPersonalInfoConsent}
        confirmWithdrawal
      />
      {typeof current.marketingConsent === 'boolean' && (
        <ConsentSetting
          label={t.marketingLabel}
          description={t.marketingDescription}
          consent={current.marketingConsent}
          save={setMarketingConsent}
        />
      )}
      <ConsentSetting
        label={t.campaignLabel}
        description={t.campaignDescription}
        consent={current.campaignConsent1}
        save={(next) => setCampaignConsent(next, campaign().campaignConsent2)}
      />
      <ConsentSetting
        label={t.campaignNewsLabel}
        description={t.campaignNewsDescription}
        consent={current.campaignConsent2}
        save={(next) => setCampaignConsent(campaign().campaignConsent1, next)}
      />
    </>
  );
}
