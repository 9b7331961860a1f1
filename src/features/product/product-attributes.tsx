import type { ProductDetail } from '../../../contract/catalog';

/** The product's specification as a two-column table. */
export function ProductAttributes({ attributes }: { attributes: ProductDetail['attributes'] }) {
  return (
    <section className="product-section" aria-labelledby="karakteristike">
      <h2 id="karakteristike">Karakteristike</h2>
      {attributes.length === 0 ? (
        <p className="form-note">Za ovaj proizvod još nema navedenih karakteristika.</p>
      ) : (
        <table className="product-attributes">
          <tbody>
            {attributes.map((attribute) => (
              <tr key={attribute.name}>
                <th scope="row">{attribute.name}</th>
                <td>{attribute.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
