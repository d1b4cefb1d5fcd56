import { useFormState } from 'react-hook-form';
import { bind } from '../../ui/form/bind';
import { Checkbox } from '../../ui/form/Checkbox';
import type { RegisterForm } from './registerSchema';
import { noticeClass } from './registerStyles';
import { registerText as t } from './text';

/** The required consent with the privacy notice under it, and the optional one. */
export function Consents({ form }: { form: RegisterForm }) {
  const { register, control } = form;
  // Its own subscription (see PersonalFields): `form` is the same object on every render.
  const { errors } = useFormState({ control });
  return (
    <section aria-labelledby="reg-consent">
      <h2 id="reg-consent">{t.consents}</h2>
      <Checkbox error={errors.consent1?.message} {...bind(register('consent1'))}>
        {t.consent1}
      </Checkbox>
      <details class={noticeClass}>
        <summary>{t.privacyNoticeToggle}</summary>
        {t.privacyNotice.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </details>
      <Checkbox error={errors.consent2?.message} {...bind(register('consent2'))}>
        {t.consent2}
      </Checkbox>
    </section>
  );
}
