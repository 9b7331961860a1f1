import { editConsent } from './consent-store';

/** The footer's way back to the cookie choice. */
export function ConsentSettingsButton() {
  return (
    <button type="button" className="link-button" onClick={editConsent}>
      Podešavanja kolačića
    </button>
  );
}
