/**
 * An embedded video, or, with no URL configured, a poster with a play button that says so (no
 * broken embed, no request to the internet).
 */
export function Video({ url, title }: { url: string | null | undefined; title: string }) {
  if (url) {
    return (
      <iframe
        src={url}
        title={title}
        className="aspect-video w-full rounded-xl border border-slate-200 bg-black"
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <figure className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl border border-slate-200 bg-gradient-to-br from-brand-600 to-slate-900 p-6 text-center text-white">
      <span
        aria-hidden
        className="flex h-16 w-16 items-center justify-center rounded-full bg-white/20 text-3xl"
      >
        ▶
      </span>
      <figcaption>
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm text-white/80">No video is configured for this place yet.</p>
      </figcaption>
    </figure>
  );
}
