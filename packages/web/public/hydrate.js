// Starts the app on a server-rendered page after its first paint (the server's deferHydration moved the entry
// script and its module preloads here): the page's stylesheets get the link to themselves until then. A file, its
// data in attributes the server writes, because the Content-Security-Policy allows no inline script.
(() => {
  const { entry, preloads } = document.currentScript.dataset;
  if (!entry) return;
  const add = (element) => {
    element.crossOrigin = '';
    document.head.append(element);
  };
  const start = () => {
    for (const href of (preloads ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      add(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    add(script);
  };
  // A hidden tab paints no frame.
  if (document.visibilityState === 'hidden') return start();
  // The scripts wait until the parsed page's paint is on screen, not only drawn: a frame is shown some time after
  // its frame callback, and a chunk that arrives before the largest paint is shown counts in that paint (Lighthouse
  // did so on the mini-game page, whose LCP then followed the JavaScript). A paint entry is stamped when shown:
  // the first contentful paint, or a larger paint once the page had painted while still parsing. Three seconds at
  // most, for a page whose largest part painted before this deferred script ran (a first paint can come a second
  // after the parse: a shorter cap let Lighthouse's load start the chunks before it).
  const parsed = performance.now();
  // A page shown while still parsing (its first paint is out already) starts after its next frame, as before.
  if (performance.getEntriesByType('paint').length > 0) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  let shown = false;
  let observer;
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver((list) => {
      shown ||= list.getEntries().some((paint) => paint.startTime >= parsed);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  // A paint entry is recorded once its frame is shown, which can be after this script ran for a frame stamped
  // before: any entry now means a shown frame.
  const painted = () => shown || performance.getEntriesByType('paint').length > 0;
  // Once started, the observer has answered: every later largest paint would only wake it for nothing.
  const wait = () => {
    if (painted() || performance.now() - parsed > 3000) {
      observer?.disconnect();
      setTimeout(start, 0);
    } else requestAnimationFrame(wait);
  };
  requestAnimationFrame(wait);
})();
