// Spec §2: 767 px or less is the mobile layout; wider screens get the 1920 px desktop viewport.
// Runs before the first paint (a classic script in <head>); a file because the CSP allows no inline script.
if (screen.width > 767) document.querySelector('meta[name=viewport]').content = 'width=1920';
