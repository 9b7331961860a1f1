/** An upload's progress bar, with its percentage said in words and a way to stop it. */
export function UploadProgress({
  percent,
  label,
  onCancel,
}: {
  percent: number | null;
  label: string;
  onCancel: () => void;
}) {
  return (
    <div className="admin-progress">
      <label htmlFor="upload-progress">{label}</label>
      <progress id="upload-progress" max={100} {...(percent === null ? {} : { value: percent })}>
        {percent === null ? '' : `${percent} %`}
      </progress>
      <span aria-live="polite">{percent === null ? 'Počinje…' : `${percent} %`}</span>
      <button type="button" className="button secondary" onClick={onCancel}>
        Prekini
      </button>
    </div>
  );
}
