const GRADES = ['Loše', 'Slabo', 'Dobro', 'Vrlo dobro', 'Odlično'] as const;

type Props = {
  name: string;
  value: number;
  error: string | undefined;
  onChange: (rating: number) => void;
};

/** Ratings 1–5 as a radio group (a radiogroup, since a fieldset may not carry aria-invalid), its error tied to it. */
export function ReviewFormRating({ name, value, error, onChange }: Props) {
  const errorId = `${name}-error`;
  return (
    <div
      className="review-rating-field"
      role="radiogroup"
      aria-labelledby={`${name}-legend`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <p id={`${name}-legend`} className="review-rating-label">
        Vaša ocena
      </p>
      <div className="rating-options">
        {GRADES.map((grade, index) => (
          <label key={grade} className="check">
            <input
              type="radio"
              name={name}
              value={index + 1}
              checked={value === index + 1}
              onChange={() => onChange(index + 1)}
            />{' '}
            {index + 1} – {grade}
          </label>
        ))}
      </div>
      {error && (
        <span id={errorId} className="form-error">
          {error}
        </span>
      )}
    </div>
  );
}
