/**
 * An appliance's energy class as the EU energy label shows it: an arrow in the class's colour
 * (base.css, the label's own colours), read out as "Energetski razred A", not by colour alone.
 */
export function EnergyBadge({ energyClass }: { energyClass: string }) {
  return (
    <span className="energy-badge" data-energy={energyClass}>
      <span className="visually-hidden">Energetski razred </span>
      {energyClass}
    </span>
  );
}
