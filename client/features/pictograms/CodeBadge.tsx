interface CodeProps {
  readonly code: string;
  readonly size: number;
  /** The code is shown as text beside the sign: an empty square named by the code holds its place. */
  readonly codeBeside: boolean;
}

/** What stands for a sign while the drawings load, or for a code without a drawing. */
export function CodeBadge({ code, size, codeBeside }: CodeProps) {
  if (codeBeside) return <svg className="pictogram" width={size} height={size} role="img" aria-label={code} />;
  return (
    <span className="pictogram-badge" role="img" aria-label={code} data-size={size > 40 ? 'large' : 'small'}>
      {code}
    </span>
  );
}
