// Tracks whether the header should be compact: on scroll, and on resize debounced by 50 ms.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { RESIZE_DEBOUNCE_MS } from '../../rules/constants';
import { debounce, shouldCompactHeader } from './headerCompact';

export function useCompactHeader(headerRef: RefObject<HTMLElement | null>): boolean {
  const [compact, setCompact] = useState(false);
  const compactRef = useRef(false);
  const fullHeightRef = useRef(0);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      // At the top of the page nothing is compacted, so the layout is not read: on mount that read forced the whole
      // first layout inside the start-up effects' task (its own frame does it anyway), a longer task on a slow phone.
      if (!compactRef.current && window.scrollY <= 0) return;
      const header = headerRef.current;
      const height = header?.offsetHeight ?? 0;
      if (!compactRef.current) fullHeightRef.current = height;
      const next = shouldCompactHeader({
        scrollY: window.scrollY,
        scrollHeight: document.documentElement.scrollHeight,
        viewportHeight: window.innerHeight,
        savedByCompacting: compactRef.current ? Math.max(0, fullHeightRef.current - height) : 0,
      });
      if (next !== compactRef.current) {
        compactRef.current = next;
        setCompact(next);
      }
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    const onResize = debounce(update, RESIZE_DEBOUNCE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    // A page restored further down is compacted in the next frame: reading the scroll position here, in the start-up
    // effects' task, forced the first layout into that task.
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      onResize.cancel();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [headerRef]);

  return compact;
}
