/**
 * Runs `work` once the browser has drawn the next frame. Reading or changing layout then (scrolling an element into
 * view, measuring it) finds it already computed, instead of forcing it in the middle of React's commit: on a slow
 * phone the first page's layout is tens of milliseconds that would lengthen one long task. Returns a cancel function
 * for an effect's clean-up.
 */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
