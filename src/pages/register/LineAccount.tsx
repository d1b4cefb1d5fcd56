import type { LineProfile } from '../../state/session';
import { lineClass, mutedClass } from './registerStyles';
import { registerText as t } from './text';

/** The LINE name and picture the account takes: shown, not asked for. */
export function LineAccount({ profile }: { profile: LineProfile | null }) {
  return (
    <section aria-labelledby="reg-line">
      <h2 id="reg-line">{t.lineAccount}</h2>
      <div class={lineClass}>
        {profile?.pictureUrl && (
          <img src={profile.pictureUrl} alt="" width={56} height={56} decoding="async" />
        )}
        <div>
          <p>
            <strong>{profile?.displayName}</strong>
          </p>
          <p class={mutedClass}>{t.lineNameHint}</p>
        </div>
      </div>
    </section>
  );
}
