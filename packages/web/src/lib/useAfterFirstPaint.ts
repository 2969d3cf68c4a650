import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first render, then true: a part rendered only then does not
 * hold up that paint. A frame callback runs just before the paint and a timer set there runs after it; the render
 * the timer starts is one task (a default update, which React does not slice: a transition's slices, each followed
 * by a frame of the page behind, took hundreds of ms on a slow phone).
 * @example const painted = useAfterFirstPaint(); return painted ? <Slip /> : <Skeleton />;
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
