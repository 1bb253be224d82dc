/**
 * Runs `callback` once the browser has painted the next frame, when the page's layout is up to
 * date: a read of layout there costs nothing, while the same read in React's commit forces the
 * style and layout of everything the commit added. Answers a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
