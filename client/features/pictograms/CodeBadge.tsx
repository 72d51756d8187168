/** A sign's code in a small box: shown while the drawings load and for codes without a drawing. */
export function CodeBadge({ code, size }: { code: string; size: number }) {
  return (
    <span className="pictogram-badge" role="img" aria-label={code} data-size={size > 40 ? 'large' : 'small'}>
      {code}
    </span>
  );
}
