import { useScript, useShopActors } from '../../lib/shop-selectors';
import type { Script } from '../../../contract/serbian-script';

/** Each choice's spoken name begins with what it shows ("Lat, latinica"). */
const choices: { script: Script; label: string; name: string }[] = [
  { script: 'latin', label: 'Lat', name: 'Lat, latinica' },
  { script: 'cyrillic', label: 'Ћир', name: 'Ћир, ћирилица' },
];

/** Latinica / Ћирилица: the whole shop in either script, each choice written in its own. */
export function ScriptSwitch() {
  const shown = useScript();
  const { script } = useShopActors();
  return (
    <fieldset className="script-switch">
      <legend className="visually-hidden">Pismo</legend>
      {choices.map((choice) => (
        <button
          key={choice.script}
          type="button"
          className="script-switch-choice"
          aria-pressed={shown === choice.script}
          aria-label={choice.name}
          data-script="latin"
          onClick={() => script.send({ type: 'script.choose', script: choice.script })}
        >
          {choice.label}
        </button>
      ))}
    </fieldset>
  );
}
