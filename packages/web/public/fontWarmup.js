// After a server-rendered page has loaded, when the browser is idle: loads into the cache the Pretendard subsets
// the page's text uses, under a family no element uses (so nothing on the page moves), then sets the cookie that
// tells the server to link the fonts from the next page on (docs/architecture.md, "Rendering path"). A file, and
// its data in attributes the server writes, because the Content-Security-Policy allows no inline script.
(() => {
  const { stylesheet, cookie } = document.currentScript.dataset;
  if (!stylesheet || !cookie || !document.fonts) return;
  const idle = (callback) =>
    window.requestIdleCallback ? requestIdleCallback(callback, { timeout: 5000 }) : setTimeout(callback, 1);
  const warm = () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheet;
    link.addEventListener('load', () => {
      // The page's text: #root's, not the body's, which would add the JSON data block after it, whose glyphs the page
      // never draws. textContent, not innerText, which forced a layout of the whole page (a long task after load);
      // text hidden by CSS (the other viewport's labels) is the same Korean, so it adds few subsets if any.
      const text = `${document.title}${document.getElementById('root')?.textContent ?? ''}`;
      document.fonts
        .load('1em "Pretendard Warmup"', text)
        .then((faces) => {
          if (faces.length === 0) return;
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari < 18.4; the server wrote the whole cookie.
          document.cookie = location.protocol === 'https:' ? `${cookie}; secure` : cookie;
        })
        // A subset that failed to load (offline, say): no cookie, and the next page tries again.
        .catch(() => {});
    });
    document.head.append(link);
  };
  addEventListener('load', () => idle(warm), { once: true });
})();
