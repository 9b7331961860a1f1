import { carrierNameParts } from '../../../contract/carrier-names';
import type { Shipment } from './order-progress.types';

/** "Pošta Srbije (Post Express)": the Serbian part follows the shop's script, the brand stays Latin. */
function CarrierName({ carrier }: { carrier: Shipment['carrier'] }) {
  const { owner, brand } = carrierNameParts[carrier];
  const latinBrand = <span data-script="latin">{brand}</span>;
  if (owner === undefined) return latinBrand;
  return (
    <>
      {owner} ({latinBrand})
    </>
  );
}

/** The parcel once shipped: the carrier, the tracking number and the carrier's tracking page. */
export function OrderShipment({ shipment }: { shipment: Shipment }) {
  return (
    <section className="order-shipment" aria-labelledby="order-shipment-title">
      <h3 id="order-shipment-title">Pošiljka</h3>
      <dl className="fact-rows order-progress-facts">
        <div>
          <dt>Kurirska služba</dt>
          <dd>
            <CarrierName carrier={shipment.carrier} />
          </dd>
        </div>
        <div>
          <dt>Broj pošiljke</dt>
          <dd data-script="latin">{shipment.trackingNumber}</dd>
        </div>
      </dl>
      <a className="button secondary" href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
        Pratite pošiljku
      </a>
    </section>
  );
}
