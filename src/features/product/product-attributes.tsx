import type { ProductDetail } from '../../../contract/catalog';
import { groupAttributes } from '../../../contract/product-specs';

/** The product's specification: a table per group, as Serbian shops show it (Osnovne karakteristike, Dimenzije, Energija…). */
export function ProductAttributes({ attributes }: { attributes: ProductDetail['attributes'] }) {
  return (
    <section className="product-section" aria-labelledby="karakteristike">
      <h2 id="karakteristike">Karakteristike</h2>
      {attributes.length === 0 ? (
        <p className="form-note">Za ovaj proizvod još nema navedenih karakteristika.</p>
      ) : (
        <table className="product-attributes">
          {groupAttributes(attributes).map(({ group, lines }) => (
            <tbody key={group}>
              <tr className="spec-group">
                <th scope="rowgroup" colSpan={2}>
                  {group}
                </th>
              </tr>
              {lines.map((attribute) => (
                <tr key={`${attribute.key}-${attribute.name}`}>
                  <th scope="row">{attribute.name}</th>
                  <td>{attribute.value}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      )}
    </section>
  );
}
