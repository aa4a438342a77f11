/** A line to sign on, with who signs under it (on screen and on paper). */
export function SignatureLine({ label, name }: { label: string; name?: string }) {
  return (
    <div className="flex flex-col items-center gap-1 pt-10 text-center text-sm">
      <span aria-hidden className="w-full max-w-xs border-t border-slate-800" />
      <span className="font-medium">{label}</span>
      {name ? <span className="text-slate-600">{name}</span> : null}
    </div>
  );
}
