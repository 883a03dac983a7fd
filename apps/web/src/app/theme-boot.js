// Runs before the first paint, as a classic script of its own (vite.config.ts themeBootScript),
// not inline: the Content Security Policy allows only the app's own script files.

// Apply the saved theme; features/theme takes over once the app runs.
{
  let dark = true;
  try {
    const saved = localStorage.getItem('themePreference');
    dark = saved === 'auto' ? matchMedia('(prefers-color-scheme: dark)').matches : saved !== 'light';
  } catch {
    // Storage blocked: keep the default dark theme.
  }
  document.documentElement.className = dark ? 'dark' : 'light';
}

// Pick the ready-drawn first screen this address shows (app/first-screens), listed by the build
// as `name=/path` pairs. A visitor with a session token is on the way elsewhere: the splash.
{
  const listed = document.querySelector('meta[name="first-screens"]')?.getAttribute('content') ?? '';
  const signedIn = /(?:^|;\s*)(?:access|refresh)_token=/.test(document.cookie);
  for (const pair of listed.split(' ')) {
    const [name, path] = pair.split('=');
    if (name && path === location.pathname && !signedIn) document.documentElement.dataset.firstScreen = name;
  }
}

// Load the app's code, which the build lists here instead of as tags (vite.config.ts
// moveCodeToThemeBoot): once the document is parsed, as a module script would run; under a
// drawn first screen only after that screen's first paint, so its CSS and fonts go first.
{
  const [entry, ...chunks] = (document.querySelector('meta[name="app-code"]')?.getAttribute('content') ?? '')
    .split(' ')
    .filter(Boolean);
  const add = (tag, attributes) => {
    const element = Object.assign(document.createElement(tag), attributes);
    element.crossOrigin = '';
    document.head.append(element);
  };
  const load = () => {
    for (const href of chunks) add('link', { rel: 'modulepreload', href });
    add('script', { type: 'module', src: entry });
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(load));
  const start = document.documentElement.dataset.firstScreen ? afterPaint : load;
  if (!entry) {
    // Not a build (the dev server's index.html has its own script tag).
  } else if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start, { once: true });
  } else {
    start();
  }
}
