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
  // A frame callback runs before the next paint; a task it queues, after that paint. A hidden tab paints no frame.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
