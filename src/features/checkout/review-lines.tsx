import { formatRsd } from '../../../contract/format';

export type ReviewLine = {
  key: string | number;
  name: string;
  quantity: number;
  unitPrice: number;
  total: number;
};

/** The ordered products with quantity, unit price and line total (review step and confirmation). */
export function ReviewLines({ lines }: { lines: readonly ReviewLine[] }) {
  return (
    <table className="review-lines">
      <thead>
        <tr>
          <th scope="col">Proizvod</th>
          <th scope="col">Količina</th>
          <th scope="col">Cena</th>
          <th scope="col">Ukupno</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <th scope="row">{line.name}</th>
            <td>{line.quantity}</td>
            <td>{formatRsd(line.unitPrice)}</td>
            <td>{formatRsd(line.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
